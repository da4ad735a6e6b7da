import { useState } from 'react';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { namesOf, pluralKey } from '#app/i18n/content-list-counts.ts';
import { contentListMessages } from '#app/i18n/messages/content-lists.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Values = Record<string, unknown>;
type Kind = Pick<ContentKind, 'fields' | 'publicWhen'>;

/** Whether values give an item the declared public state (`active`, `status: published`...). */
const isPublicWith = (kind: Kind, values: Values) =>
  Object.entries(kind.publicWhen).every(([name, value]) => values[name] === value);

/** The fields still lacking English of an item the change puts online; none when it was online already. */
function missingOnline(kind: Kind, before: Values | null, after: Values): string[] {
  const goesOnline = isPublicWith(kind, after) && !(before && isPublicWith(kind, before));
  return goesOnline ? translationStatus(kind.fields, after).missing : [];
}

/**
 * Asks before an item goes online with English missing (a save, a switch, an approval): English
 * visitors would read French. An item already online, or one with all its English, goes at once.
 */
export function useEnglishGuard(kind: Kind) {
  const t = useT(adminMessages);
  const tList = useT(contentListMessages);
  const { language } = useLanguage();
  const [pending, setPending] = useState<{ description: string; proceed: () => void } | null>(null);

  /** `before`: the item as stored (null when new); `after`: the values it will have. */
  const guard = (before: Values | null, after: Values, proceed: () => void) => {
    const missing = missingOnline(kind, before, after);
    if (missing.length === 0) return proceed();
    const fields = missing.map((name) => kind.fields[name]?.label[language] ?? name).join(', ');
    setPending({ description: t('english_guard.description', { fields }), proceed });
  };

  /** The same question for several items at once (a bulk action), naming those that lack English. */
  const guardMany = (changes: { name: string; before: Values; after: Values }[], proceed: () => void) => {
    const lacking = changes.filter(({ before, after }) => missingOnline(kind, before, after).length > 0);
    if (lacking.length === 0) return proceed();
    const names = namesOf(
      lacking.map(({ name }) => name),
      language,
      tList,
    );
    const description = tList(pluralKey(language, 'english_guard.items', lacking.length), {
      count: lacking.length,
      names,
    });
    setPending({ description, proceed });
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t('english_guard.title')}
      description={pending?.description ?? ''}
      confirmLabel={t('english_guard.confirm')}
      cancelLabel={t('action.cancel')}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
      destructive={false}
    />
  );

  return { guard, guardMany, dialog };
}
