import { useState } from 'react';
import { COMPANY_TIME_ZONE } from '#contract/constants.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { StatusBadge } from './status-badge.tsx';

/** Marks an item whose publication is scheduled: off the public site until that minute (Conakry time). */
export function ScheduledBadge({ at }: { at: unknown }) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  // The moment the list was drawn: a row shows its state as of then.
  const [drawnAt] = useState(Date.now);
  if (typeof at !== 'string' || new Date(at).getTime() <= drawnAt) return null;
  return (
    <StatusBadge tone="blue">
      <time dateTime={at}>{t('state.scheduled', { date: formatDateTime(at, language, COMPANY_TIME_ZONE) })}</time>
    </StatusBadge>
  );
}
