import type { MessageStatus } from '#contract/schemas/message.ts';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { messageAdminMessages } from './messages.ts';

const TONES: Record<MessageStatus, BadgeTone> = { new: 'blue', read: 'slate', archived: 'amber' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useT(messageAdminMessages);
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
