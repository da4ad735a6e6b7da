import type { ReactNode } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';

/** ids for a field's hint and error, so inputs can point at them with aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What the input of a field carries so assistive technology reads its label, hint and error with it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, required mark, hint and error message around one input. Given a function, the field
 * hands the input its id, invalid state and description, so no screen wires them by hand.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  badge,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  badge?: ReactNode;
  children: ReactNode | ((control: FieldControl) => ReactNode);
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {badge}
      </div>
      {typeof children === 'function'
        ? children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })
        : children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The star after a required field's label, read as "(required)". */
export function RequiredMark() {
  const t = useT(adminMessages);
  return (
    <span className="text-red-700" title={t('form.required')}>
      {' '}
      <span aria-hidden="true">*</span>
      <span className="sr-only"> ({t('form.required')})</span>
    </span>
  );
}

/** A refusal or a failure, announced when it appears; nothing while there is none. */
export function AlertMessage({ id, message }: { id?: string; message: ReactNode }) {
  return message ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** Why the input `id` is refused, announced when it appears (its id is in the input's description). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return <AlertMessage id={`${id}-error`} message={error} />;
}
