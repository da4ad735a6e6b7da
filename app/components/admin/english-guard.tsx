import { useState } from 'react';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Values = Record<string, unknown>;
type Kind = Pick<ContentKind, 'fields' | 'publicWhen'>;

/** Whether values give an item the declared public state (`active`, `status: published`...). */
const isPublicWith = (kind: Kind, values: Values) =>
  Object.entries(kind.publicWhen).every(([name, value]) => values[name] === value);

/**
 * Asks before an item goes online with English missing (a save, a switch, an approval): English
 * visitors would read French. An item already online, or one with all its English, goes at once.
 */
export function useEnglishGuard(kind: Kind) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  const [pending, setPending] = useState<{ fields: string[]; proceed: () => void } | null>(null);

  /** `before`: the item as stored (null when new); `after`: the values it will have. */
  const guard = (before: Values | null, after: Values, proceed: () => void) => {
    const missing = translationStatus(kind.fields, after).missing;
    const goesOnline = isPublicWith(kind, after) && !(before && isPublicWith(kind, before));
    if (!goesOnline || missing.length === 0) return proceed();
    setPending({ fields: missing, proceed });
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t('english_guard.title')}
      description={t('english_guard.description', {
        fields: (pending?.fields ?? []).map((name) => kind.fields[name]?.label[language] ?? name).join(', '),
      })}
      confirmLabel={t('english_guard.confirm')}
      cancelLabel={t('action.cancel')}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
      destructive={false}
    />
  );

  return { guard, dialog };
}
