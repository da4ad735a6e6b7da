import { useQuery } from '@tanstack/react-query';
import type { Revision, RevisionSummary } from '#contract/schemas/revisions.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

type Item = Record<string, unknown> & { id: number };

/** An item's revisions, newest first; refreshed with the kind's other caches after every save. */
export function useRevisions(resource: string, id: number) {
  return useQuery({
    queryKey: adminKeys.revisions(resource, id),
    queryFn: ({ signal }) => apiRequest<RevisionSummary[]>(`/admin/${resource}/${id}/revisions`, { signal }),
    staleTime: 0,
  });
}

/** One revision with the item as it was; nothing is fetched while none is chosen. */
export function useRevision(resource: string, id: number, revisionId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.revisions(resource, id), revisionId ?? 0],
    queryFn: ({ signal }) => apiRequest<Revision<Item>>(`/admin/${resource}/${id}/revisions/${revisionId}`, { signal }),
    enabled: revisionId !== null,
    // A revision never changes.
    staleTime: Infinity,
  });
}

/** Puts a revision back: the item, its list and its history are refreshed, the toast says which version. */
export function useRestoreRevision(
  target: { resource: string; publicKeys?: string[] },
  id: number,
  successTitle: (revision: RevisionSummary) => string,
) {
  return useAdminMutation<RevisionSummary, Item>({
    mutationFn: (revision) =>
      apiRequest<Item>(`/admin/${target.resource}/${id}/revisions/${revision.id}/restore`, { method: 'POST' }),
    resources: [target.resource],
    publicKeys: target.publicKeys,
    successTitle: (_item, revision) => successTitle(revision),
  });
}
