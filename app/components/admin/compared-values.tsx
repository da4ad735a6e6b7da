import { COMPANY_TIME_ZONE } from '#contract/constants.ts';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { revisionMessages } from '#app/i18n/messages/revisions.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { comparedLines, plainText } from './revision-comparison.ts';

type Values = Record<string, unknown>;

/**
 * Two states of an item side by side, field by field and language by language, only where they
 * differ: a kept revision beside the current version, or another editor's save beside one's own.
 */
export function ComparedValues({
  fields,
  before,
  after,
  beforeLabel,
  afterLabel,
  identical,
}: {
  fields: Record<string, FieldDeclaration>;
  before: Values;
  after: Values;
  beforeLabel: string;
  afterLabel: string;
  /** Said when nothing differs. */
  identical: string;
}) {
  const t = useT(revisionMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const yesNo = (value: boolean) => tAdmin(value ? 'state.yes' : 'state.no');
  const shown = (name: string, value: unknown) => {
    const text =
      fields[name]?.type === 'datetime' && typeof value === 'string'
        ? formatDateTime(value, language, COMPANY_TIME_ZONE)
        : plainText(value, yesNo);
    return text ?? <span className="text-slate-600 italic">{t('empty_value')}</span>;
  };
  const lines = comparedLines(fields, before, after);
  if (lines.length === 0) return <p className="text-slate-700">{identical}</p>;

  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line) => (
        <li key={`${line.name}-${line.language ?? ''}`} className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-900">
            {fields[line.name]?.label[language] ?? line.name}
            {line.language ? ` (${t(line.language === 'fr' ? 'french' : 'english')})` : null}
          </p>
          <div className="grid gap-2 md:grid-cols-2">
            <div className="rounded-md border-l-4 border-amber-600 bg-white p-2 text-sm break-words text-slate-800">
              <p className="text-xs font-semibold text-amber-900 uppercase">{beforeLabel}</p>
              <p>{shown(line.name, line.before)}</p>
            </div>
            <div className="rounded-md border-l-4 border-brand-700 bg-white p-2 text-sm break-words text-slate-800">
              <p className="text-xs font-semibold text-brand-800 uppercase">{afterLabel}</p>
              <p>{shown(line.name, line.after)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
