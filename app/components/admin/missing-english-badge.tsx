import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import type { LocalizedText } from '#contract/localized.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { StatusBadge } from './status-badge.tsx';

/** Marks a list row whose text has no English version yet (the English site falls back to French). */
export function MissingEnglishBadge({ text }: { text: LocalizedText | null | undefined }) {
  const t = useT(adminMessages);
  if (!text || text.en) return null;
  return (
    <span title={t('form.english_missing_hint')}>
      <StatusBadge tone="amber">{t('form.english_missing')}</StatusBadge>
    </span>
  );
}

/** Marks a list row whose item lacks English in any written field, and names those fields. */
export function ItemEnglishBadge({
  fields,
  item,
}: {
  fields: Record<string, FieldDeclaration>;
  item: Record<string, unknown>;
}) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  const { missing } = translationStatus(fields, item);
  if (missing.length === 0) return null;
  const names = t('form.english_missing_fields', {
    fields: missing.map((name) => fields[name]?.label[language] ?? name).join(', '),
  });
  return (
    <span title={names}>
      <StatusBadge tone="amber">{t('form.english_missing')}</StatusBadge>
      <span className="sr-only"> ({names})</span>
    </span>
  );
}
