import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The look of a public form's text inputs. */
export const PUBLIC_FORM_CONTROL =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  autoFocus: boolean | undefined;
}

/** Label, input, a hint and the server's reason for refusing it, all read with the input. */
export function PublicFormField({
  id,
  label,
  required,
  hint,
  error,
  focused,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  focused: boolean;
  children: (control: FieldControl) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        autoFocus: focused || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A file input drawn in the page's language (the browser's own button speaks its interface's): a
 * button-like label and the chosen file's name over an invisible input that takes the click.
 */
export function PublicFileChooser({
  control,
  name,
  accept,
  required,
  icon: Icon,
  chooseLabel,
  chosenName,
  noneLabel,
  onChange,
}: {
  control: FieldControl;
  name: string;
  accept: string;
  required?: boolean;
  icon: LucideIcon;
  chooseLabel: string;
  chosenName: string | null;
  noneLabel: string;
  onChange: (input: HTMLInputElement) => void;
}) {
  return (
    <div className="relative mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <span
        aria-hidden="true"
        className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-50 px-3 py-1.5 font-semibold text-brand-800"
      >
        <Icon className="size-4" />
        {chooseLabel}
      </span>
      <span aria-hidden="true" className="min-w-0 break-all text-slate-700">
        {chosenName ?? noneLabel}
      </span>
      <input
        {...control}
        name={name}
        type="file"
        accept={accept}
        required={required}
        onChange={(event) => onChange(event.currentTarget)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      />
    </div>
  );
}

/** A required consent box with its label and the server's refusal. */
export function PublicConsentBox({
  id,
  label,
  error,
  focused,
  defaultChecked,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  focused: boolean;
  defaultChecked?: boolean;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={focused || undefined}
          defaultChecked={defaultChecked}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-700">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
