import { Controller, useFormContext } from 'react-hook-form';
import { describedBy, RequiredMark } from './form-field.tsx';
import { LocalizedFieldset } from './localized-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** An HTML body in French and English side by side (stacked on phones), each in its own rich-text editor. */
export function LocalizedRichTextField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext();
  return (
    <LocalizedFieldset name={name} label={label} hint={hint} className="xl:grid-cols-2">
      {({ language, id, error, hintId, languageName }) => (
        <>
          <span id={`${id}-label`} className="text-xs font-semibold text-slate-700 uppercase">
            {label} · {languageName}
            {language === 'fr' ? <RequiredMark /> : null}
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
                describedBy={[hintId, describedBy(id, undefined, error)].filter(Boolean).join(' ') || undefined}
              />
            )}
          />
        </>
      )}
    </LocalizedFieldset>
  );
}
