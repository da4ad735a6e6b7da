import type { AdminOutboxMail, AdminOutboxMailDetail } from '#contract/schemas/mail-outbox.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { mailOutboxAdminMessages } from './messages.ts';

/** Every action on a mail is written to the audit log, so its list is refreshed too. */
const RESOURCES = ['mail-outbox', 'audit-log'];

/** Queues a copy of a sent mail for the sender; the original stays as it went out. */
export function useResendMail(onResent: () => void) {
  const t = useT(mailOutboxAdminMessages);
  return useAdminMutation<AdminOutboxMailDetail, AdminOutboxMail>({
    mutationFn: (mail) => apiRequest<AdminOutboxMail>(`/admin/mail-outbox/${mail.id}/resend`, { method: 'POST' }),
    resources: RESOURCES,
    successTitle: (copy) => t('resend.done', { subject: copy.subject }),
    onSuccess: onResent,
  });
}

/** Deletes a mail from the outbox; a pending one will then never go out. */
export function useDeleteMail(onDeleted: () => void) {
  const t = useT(mailOutboxAdminMessages);
  return useAdminMutation<AdminOutboxMailDetail, { id: number }>({
    mutationFn: (mail) => apiRequest<{ id: number }>(`/admin/mail-outbox/${mail.id}`, { method: 'DELETE' }),
    resources: RESOURCES,
    // The reader is still open on it: refreshing its copy would only answer 404.
    skipRefresh: (mail) => [adminKeys.detail('mail-outbox', mail.id)],
    successTitle: (_, mail) => t('delete.done', { subject: mail.subject }),
    onSuccess: onDeleted,
  });
}
