import { useQuery } from '@tanstack/react-query';
import type { ReplyTemplates } from '#contract/reply-templates.ts';
import type {
  AdminMessage,
  LeadCreation,
  LeadEvent,
  LeadReply,
  LeadUpdate,
  StaffMember,
} from '#contract/schemas/message.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { messageAdminMessages } from './messages.ts';

const RESOURCE = 'messages';

/** The active staff a lead can be given to. */
export function useAssignees() {
  return useQuery({
    queryKey: [...adminKeys.resource(RESOURCE), 'assignees'],
    queryFn: ({ signal }) => apiRequest<StaffMember[]>('/admin/messages/assignees', { signal }),
    staleTime: 60_000,
  });
}

/** A lead's notes, changes and replies, newest first; refreshed with the inbox after every change. */
export function useLeadHistory(id: number) {
  return useQuery({
    queryKey: [...adminKeys.resource(RESOURCE), 'history', id],
    queryFn: ({ signal }) => apiRequest<LeadEvent[]>(`/admin/messages/${id}/history`, { signal }),
  });
}

export function useReplyTemplates() {
  return useQuery({
    queryKey: adminKeys.resource('reply-templates'),
    queryFn: ({ signal }) => apiRequest<ReplyTemplates>('/admin/reply-templates', { signal }),
  });
}

/** Stage, assignee and follow-up date, saved together. */
export function useUpdateLead(id: number, onFieldErrors?: (errors: Record<string, string[]>) => void) {
  const t = useT(messageAdminMessages);
  return useAdminMutation<LeadUpdate, AdminMessage>({
    mutationFn: (change) => apiRequest<AdminMessage>(`/admin/messages/${id}`, { method: 'PATCH', body: change }),
    resources: [RESOURCE],
    successTitle: t('follow.saved'),
    onFieldErrors,
  });
}

export function useAddNote(id: number, onAdded: () => void) {
  const t = useT(messageAdminMessages);
  return useAdminMutation<string, LeadEvent>({
    mutationFn: (body) => apiRequest<LeadEvent>(`/admin/messages/${id}/notes`, { method: 'POST', body: { body } }),
    resources: [RESOURCE],
    successTitle: t('notes.added'),
    onSuccess: onAdded,
  });
}

/** The reply leaves through the outbox: retried until the mail server takes it, never lost. */
export function useSendReply(
  id: number,
  onSent: () => void,
  onFieldErrors: (errors: Record<string, string[]>) => void,
) {
  const t = useT(messageAdminMessages);
  return useAdminMutation<LeadReply, AdminMessage>({
    mutationFn: (reply) => apiRequest<AdminMessage>(`/admin/messages/${id}/replies`, { method: 'POST', body: reply }),
    resources: [RESOURCE, 'mail-outbox'],
    successTitle: (lead) => t('reply.sent', { email: lead.email ?? '' }),
    onSuccess: onSent,
    onFieldErrors,
  });
}

export function useCreateLead(
  onCreated: (lead: AdminMessage) => void,
  onFieldErrors: (errors: Record<string, string[]>) => void,
) {
  const t = useT(messageAdminMessages);
  return useAdminMutation<LeadCreation, AdminMessage>({
    mutationFn: (lead) => apiRequest<AdminMessage>('/admin/messages', { method: 'POST', body: lead }),
    resources: [RESOURCE],
    successTitle: t('lead.saved'),
    onSuccess: onCreated,
    onFieldErrors,
  });
}
