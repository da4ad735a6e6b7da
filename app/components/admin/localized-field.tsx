import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { inputClass } from './buttons.ts';
import { describedBy, FieldError, RequiredMark } from './form-field.tsx';
import type { Language } from '#contract/languages.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * One text in French and English side by side (`{name}.fr`, `{name}.en`) inside a
 * react-hook-form FormProvider. French is required; a badge marks a missing English text.
 */
export function LocalizedField({
  name,
  label,
  multiline = false,
  rows = 4,
  required = true,
  maxLength,
  hint,
  placeholders,
  counter,
}: {
  name: string;
  label: string;
  /** The declared help, read with each input. */
  hint?: string | undefined;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  maxLength?: number;
  /** What is used when the input is left empty (generated SEO texts). */
  placeholders?: Record<Language, string>;
  /** A live count of the characters against what a search result shows. */
  counter?: { max: number; min?: number };
}) {
  const { register, control } = useFormContext();
  const typed = {
    fr: useWatch({ control, name: `${name}.fr` }) as string | undefined,
    en: useWatch({ control, name: `${name}.en` }) as string | undefined,
  };
  return (
    <LocalizedFieldset name={name} label={label} hint={hint} className="md:grid-cols-2">
      {({ language, id, error, hintId, languageName }) => {
        const isRequired = required && language === 'fr';
        const props = {
          id,
          lang: language,
          maxLength,
          'aria-invalid': error ? true : undefined,
          placeholder: placeholders?.[language],
          'aria-describedby':
            [hintId, counter ? `${id}-count` : null, describedBy(id, undefined, error)].filter(Boolean).join(' ') ||
            undefined,
          'aria-required': isRequired || undefined,
          className: inputClass,
          ...register(`${name}.${language}`),
        };
        return (
          <>
            <label htmlFor={id} className="text-xs font-semibold text-slate-700 uppercase">
              {languageName}
              {isRequired ? <RequiredMark /> : null}
            </label>
            {multiline ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
            {counter ? <CharacterCount id={`${id}-count`} length={typed[language]?.length ?? 0} {...counter} /> : null}
          </>
        );
      }}
    </LocalizedFieldset>
  );
}

/** What a localized fieldset hands the input of each language. */
export interface LanguageInput {
  language: Language;
  id: string;
  error: string | undefined;
  /** The id of the fieldset's hint, when it has one. */
  hintId: string | null;
  /** "Français" or "English", in the screen's language. */
  languageName: string;
}

/**
 * A value in French and English (`{name}.fr`, `{name}.en`) side by side, stacked on phones: the
 * label, a badge when the French is there and the English is not, the hint, and each input with
 * its error under it.
 */
export function LocalizedFieldset({
  name,
  label,
  hint,
  className,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  /** From which width the two languages stand side by side. */
  className: string;
  children: (input: LanguageInput) => ReactNode;
}) {
  const t = useT(adminMessages);
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const french = useWatch({ control, name: `${name}.fr` }) as string | undefined;
  const english = useWatch({ control, name: `${name}.en` }) as string | undefined;
  const englishMissing = Boolean(french?.trim()) && !english?.trim();
  const baseId = `field-${name.replaceAll('.', '-')}`;
  const hintId = hint ? `${baseId}-hint` : null;

  return (
    <fieldset className={`grid gap-3 rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-semibold text-slate-900">
        {label}
        {englishMissing ? (
          <span title={t('form.english_missing_hint')}>
            <StatusBadge tone="amber">{t('form.english_missing')}</StatusBadge>
          </span>
        ) : null}
      </legend>
      {hint && hintId ? (
        <p id={hintId} className="col-span-full text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {(['fr', 'en'] as const).map((language) => {
        const id = `${baseId}-${language}`;
        const error = (get(errors, `${name}.${language}`) as { message?: string } | undefined)?.message;
        const languageName = t(language === 'fr' ? 'form.french' : 'form.english');
        return (
          <div key={language} className="flex min-w-0 flex-col gap-1.5">
            {children({ language, id, error, hintId, languageName })}
            <FieldError id={id} error={error} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** "42 / 60": within what a search result shows, or why not. */
function CharacterCount({ id, length, max, min }: { id: string; length: number; max: number; min?: number }) {
  const t = useT(adminMessages);
  const state =
    length === 0 ? 'empty' : length > max ? 'too_long' : min !== undefined && length < min ? 'too_short' : 'ok';
  const range = min === undefined ? String(max) : `${min}–${max}`;
  return (
    <p
      id={id}
      className={`text-xs ${state === 'too_long' || state === 'too_short' ? 'font-semibold text-amber-900' : 'text-slate-600'}`}
    >
      {t(`count.${state}`, { count: length, range })}
    </p>
  );
}
