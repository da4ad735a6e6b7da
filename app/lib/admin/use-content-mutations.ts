import { useQueryClient } from '@tanstack/react-query';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { pluralKey } from '#app/i18n/content-list-counts.ts';
import { contentListMessages } from '#app/i18n/messages/content-lists.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';
import { type AdminMutationOptions, useAdminMutation } from './use-admin-mutation.ts';

interface Target {
  /** API path under /api/admin, e.g. 'services'. */
  resource: string;
  /** Public cache roots showing this content, e.g. ['services']. */
  publicKeys?: string[];
}

/** A save: the item (null: a new one), its body, and the version the form was made from. */
export interface SaveVariables<Input> {
  id: number | null;
  input: Input;
  ifMatch?: number;
}

/** POST a new item or PUT an existing one; the created or updated item comes back. */
export function useSaveItem<Input, Item>(
  { resource, publicKeys }: Target,
  options: {
    onSaved?: (item: Item, created: boolean) => void;
    onFieldErrors?: (errors: Record<string, string[]>) => void;
    /** How the toast names the saved item ("« Hébergement web » enregistré"). */
    nameOf?: (item: Item) => string;
    onVersionConflict?: AdminMutationOptions<SaveVariables<Input>, Item>['onVersionConflict'];
  } = {},
) {
  const t = useT(adminMessages);
  return useAdminMutation<SaveVariables<Input>, Item>({
    mutationFn: ({ id, input, ifMatch }) =>
      apiRequest<Item>(id === null ? `/admin/${resource}` : `/admin/${resource}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        ifMatch,
      }),
    onVersionConflict: options.onVersionConflict,
    resources: [resource],
    publicKeys,
    successTitle: (item, { id }) => {
      const name = options.nameOf?.(item);
      if (!name) return t(id === null ? 'toast.created' : 'toast.saved');
      return t(id === null ? 'toast.created_named' : 'toast.saved_named', { name });
    },
    onSuccess: (item, { id }) => options.onSaved?.(item, id === null),
    onFieldErrors: options.onFieldErrors,
  });
}

/** One item a list or a form acts on, and how its toast names it. */
export interface NamedItem {
  id: number;
  name: string;
}

/** DELETE one item, after the screen has asked for confirmation (and where its addresses lead now). */
export function useDeleteItem({ resource, publicKeys }: Target, onDeleted?: () => void) {
  const t = useT(adminMessages);
  const queryClient = useQueryClient();
  return useAdminMutation<NamedItem & { redirectTo?: string | undefined }, unknown>({
    mutationFn: async ({ id, redirectTo }) => {
      // A read of the item still on its way (its form's history, just opened) would answer 404 once it is gone.
      const reading = queryClient
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .filter(({ queryKey }) =>
          [adminKeys.detail(resource, id), adminKeys.revisions(resource, id)].some((prefix) =>
            prefix.every((part, index) => queryKey[index] === part),
          ),
        );
      await Promise.all(reading.map((query) => query.fetch().catch(() => undefined)));
      // Its pages' addresses sent on to `redirectTo` (ADR 0059), when the screen asked for it.
      return apiRequest(`/admin/${resource}/${id}`, { method: 'DELETE', query: { redirect_to: redirectTo } });
    },
    // Its form may still be open: refreshing its copy or its history would only answer 404.
    skipRefresh: ({ id }) => [adminKeys.detail(resource, id), adminKeys.revisions(resource, id)],
    resources: [resource],
    publicKeys,
    successTitle: (_result, { name }) => t('toast.deleted_named', { name }),
    onSuccess: () => onDeleted?.(),
  });
}

/** PATCH /{id}/{transition}: activate, deactivate, feature, unfeature, publish, approve, reject... */
export function useItemTransition<Item>({ resource, publicKeys }: Target) {
  const t = useT(adminMessages);
  return useAdminMutation<NamedItem & { transition: string }, Item>({
    mutationFn: ({ id, transition }) => apiRequest<Item>(`/admin/${resource}/${id}/${transition}`, { method: 'PATCH' }),
    resources: [resource],
    publicKeys,
    successTitle: (_item, { name }) => t('toast.updated_named', { name }),
  });
}

/** What a bulk call changed or deleted: the items already in that state, or gone, are not counted. */
export interface BulkResult {
  action: string;
  ids: number[];
}

/** POST /bulk: one transition, or delete, on the selected items of a list, after the screen has asked. */
export function useBulkAction({ resource, publicKeys }: Target, onDone?: (result: BulkResult) => void) {
  const t = useT(contentListMessages);
  const { language } = useLanguage();
  return useAdminMutation<{ action: string; ids: number[] }, BulkResult>({
    mutationFn: (body) => apiRequest<BulkResult>(`/admin/${resource}/bulk`, { method: 'POST', body }),
    // Deleted items' forms and histories would only answer 404.
    skipRefresh: ({ action, ids }) =>
      action === 'delete'
        ? ids.flatMap((id) => [adminKeys.detail(resource, id), adminKeys.revisions(resource, id)])
        : [],
    resources: [resource],
    publicKeys,
    successTitle: ({ action, ids }) =>
      t(pluralKey(language, action === 'delete' ? 'bulk.deleted' : 'bulk.done', ids.length), { count: ids.length }),
    onSuccess: (result) => onDone?.(result),
  });
}
