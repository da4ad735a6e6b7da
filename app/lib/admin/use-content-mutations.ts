import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

interface Target {
  /** API path under /api/admin, e.g. 'services'. */
  resource: string;
  /** Public cache roots showing this content, e.g. ['services']. */
  publicKeys?: string[];
}

/** POST a new item or PUT an existing one; the created or updated item comes back. */
export function useSaveItem<Input, Item>(
  { resource, publicKeys }: Target,
  options: {
    onSaved?: (item: Item, created: boolean) => void;
    onFieldErrors?: (errors: Record<string, string[]>) => void;
  } = {},
) {
  const t = useT(adminMessages);
  return useAdminMutation<{ id: number | null; input: Input }, Item>({
    mutationFn: ({ id, input }) =>
      apiRequest<Item>(id === null ? `/admin/${resource}` : `/admin/${resource}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
      }),
    resources: [resource],
    publicKeys,
    successTitle: (_item, { id }) => t(id === null ? 'toast.created' : 'toast.saved'),
    onSuccess: (item, { id }) => options.onSaved?.(item, id === null),
    onFieldErrors: options.onFieldErrors,
  });
}

/** DELETE one item, after the screen has asked for confirmation. */
export function useDeleteItem({ resource, publicKeys }: Target, onDeleted?: () => void) {
  const t = useT(adminMessages);
  return useAdminMutation<number, unknown>({
    mutationFn: (id) => apiRequest(`/admin/${resource}/${id}`, { method: 'DELETE' }),
    // Its form may still be open: refreshing its copy or its history would only answer 404.
    skipRefresh: (id) => [adminKeys.detail(resource, id), adminKeys.revisions(resource, id)],
    resources: [resource],
    publicKeys,
    successTitle: t('toast.deleted'),
    onSuccess: () => onDeleted?.(),
  });
}

/** PATCH /{id}/{transition}: activate, deactivate, feature, unfeature, publish, approve, reject... */
export function useItemTransition<Item>({ resource, publicKeys }: Target) {
  const t = useT(adminMessages);
  return useAdminMutation<{ id: number; transition: string }, Item>({
    mutationFn: ({ id, transition }) => apiRequest<Item>(`/admin/${resource}/${id}/${transition}`, { method: 'PATCH' }),
    resources: [resource],
    publicKeys,
    successTitle: t('toast.updated'),
  });
}
