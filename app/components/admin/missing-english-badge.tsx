import type { LocalizedText } from '#contract/localized.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
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
