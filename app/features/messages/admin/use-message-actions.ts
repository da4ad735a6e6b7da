import type { AdminMessage } from '#contract/schemas/message.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';

const TARGET = { resource: 'messages' };

export type MessageTransition = 'read' | 'unread' | 'archive';

/** Mark read, mark unread or archive, with a toast. */
export function useMessageTransition() {
  return useItemTransition<AdminMessage>(TARGET);
}

/** Opening a message marks it read; no toast for that, only for a failure. */
export function useMarkReadOnOpen() {
  return useAdminMutation<number, AdminMessage>({
    mutationFn: (id) => apiRequest<AdminMessage>(`/admin/messages/${id}/read`, { method: 'PATCH' }),
    resources: [TARGET.resource],
    successTitle: null,
  });
}

export function useDeleteMessage(onDeleted?: () => void) {
  return useDeleteItem(TARGET, onDeleted);
}
