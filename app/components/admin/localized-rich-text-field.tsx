import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { describedBy } from './form-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { StatusBadge } from './status-badge.tsx';

/** An HTML body in French and English side by side (stacked on phones), each in its own rich-text editor. */
export function LocalizedRichTextField({ name, label }: { name: string; label: string }) {
  const t = useT(adminMessages);
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const french = useWatch({ control, name: `${name}.fr` }) as string | undefined;
  const english = useWatch({ control, name: `${name}.en` }) as string | undefined;
  const englishMissing = Boolean(french?.trim()) && !english?.trim();
  const baseId = `field-${name.replaceAll('.', '-')}`;

  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 xl:grid-cols-2">
      <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-semibold text-slate-900">
        {label}
        {englishMissing ? (
          <span title={t('form.english_missing_hint')}>
            <StatusBadge tone="amber">{t('form.english_missing')}</StatusBadge>
          </span>
        ) : null}
      </legend>
      {(['fr', 'en'] as const).map((language) => {
        const id = `${baseId}-${language}`;
        const error = (get(errors, `${name}.${language}`) as { message?: string } | undefined)?.message;
        return (
          <div key={language} className="flex min-w-0 flex-col gap-1.5">
            <span id={`${id}-label`} className="text-xs font-semibold text-slate-700 uppercase">
              {label} · {t(language === 'fr' ? 'form.french' : 'form.english')}
              {language === 'fr' ? (
                <span className="text-red-700">
                  {' '}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only"> ({t('form.required')})</span>
                </span>
              ) : null}
            </span>
            <Controller
              control={control}
              name={`${name}.${language}`}
              render={({ field }) => (
                <RichTextEditor
                  id={id}
                  labelledBy={`${id}-label`}
                  lang={language}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(error)}
                  describedBy={describedBy(id, undefined, error)}
                />
              )}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
