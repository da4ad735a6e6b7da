import { Check, Languages, X } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';

/** Which written fields of the form have their English, updated as the editor types. */
export function TranslationChecklist({ fields }: { fields: Record<string, FieldDeclaration> }) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  const values = useWatch() as Record<string, unknown>;
  const { translated, missing } = translationStatus(fields, values);
  const count = translated.length + missing.length;
  const ordered = Object.keys(fields).filter((name) => translated.includes(name) || missing.includes(name));
  const summary =
    count === 0
      ? t('translation.nothing')
      : missing.length === 0
        ? count === 1
          ? t('translation.complete_one')
          : t('translation.complete', { count })
        : t('translation.incomplete', { missing: missing.length, count });

  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 sm:px-6" aria-label={t('translation.title')}>
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <Languages aria-hidden="true" className="size-5 text-slate-600" />
        <span>{summary}</span>
      </summary>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {ordered.map((name) => {
          const done = translated.includes(name);
          return (
            <li key={name} className="flex items-center gap-2 text-sm text-slate-800">
              {done ? (
                <Check aria-hidden="true" className="size-4 text-green-700" />
              ) : (
                <X aria-hidden="true" className="size-4 text-amber-700" />
              )}
              <span>
                {fields[name]?.label[language] ?? name}
                <span className={done ? 'text-slate-600' : 'font-semibold text-amber-900'}>
                  {' '}
                  — {t(done ? 'translation.done' : 'translation.missing')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
