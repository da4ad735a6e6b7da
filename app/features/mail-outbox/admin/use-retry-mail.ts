import { useT } from '#app/i18n/i18n-context.tsx';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { mailOutboxAdminMessages } from './messages.ts';
import type { AdminOutboxMail as OutboxMail } from '#contract/schemas/mail-outbox.ts';

/** Puts a pending or failed mail back in line for the sender now. */
export function useRetryMail() {
  const t = useT(mailOutboxAdminMessages);
  return useAdminMutation<number, OutboxMail>({
    mutationFn: (id) => apiRequest<OutboxMail>(`/admin/mail-outbox/${id}/retry`, { method: 'POST' }),
    resources: ['mail-outbox', 'audit-log'],
    successTitle: t('retry.done'),
  });
}
