import { useId } from 'react';
import { inputClass } from '#app/components/admin/buttons.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { LocalizedText } from '#contract/localized.ts';
import { mediaMessages } from './messages.ts';
import { AlertMessage } from '#app/components/admin/form-field.tsx';

export interface AltDraft {
  fr: string;
  en: string;
}

export const altDraftOf = (alt: LocalizedText | null | undefined): AltDraft => ({
  fr: alt?.fr ?? '',
  en: alt?.en ?? '',
});

/** The message when the English text is written without the French one (the server would refuse it), or null. */
export function altDraftProblem(draft: AltDraft): 'alt.french_first' | null {
  return draft.en.trim() && !draft.fr.trim() ? 'alt.french_first' : null;
}

/** The alternative text of an image in both languages, with what it is for. */
export function AltTextFields({
  value,
  onChange,
  problem,
}: {
  value: AltDraft;
  onChange: (value: AltDraft) => void;
  problem?: string | null;
}) {
  const t = useT(mediaMessages);
  const id = useId();
  const describedBy = `${id}-hint${problem ? ` ${id}-problem` : ''}`;
  return (
    <fieldset className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('alt.hint')}
      </p>
      {(['fr', 'en'] as const).map((language) => (
        <div key={language} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${language}`} className="text-sm font-semibold text-slate-800">
            {t(`alt.${language}`)}
          </label>
          <input
            id={`${id}-${language}`}
            lang={language}
            className={inputClass}
            value={value[language]}
            maxLength={300}
            aria-describedby={describedBy}
            aria-invalid={language === 'fr' && problem ? true : undefined}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
          />
        </div>
      ))}
      <AlertMessage id={`${id}-problem`} message={problem} />
    </fieldset>
  );
}
