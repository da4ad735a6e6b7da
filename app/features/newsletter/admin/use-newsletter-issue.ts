import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import type { AdminNewsletterIssue } from '#contract/schemas/newsletter.ts';

export const ISSUES_RESOURCE = 'newsletter/issues';
/** While a newsletter is being sent, its progress is read again this often. */
const PROGRESS_POLL_MS = 2000;

/** One newsletter; its progress refreshes on its own while it is being sent. */
export function useNewsletterIssue(id: number | null) {
  return useQuery({
    queryKey: adminKeys.detail(ISSUES_RESOURCE, id ?? 0),
    queryFn: ({ signal }) => apiRequest<AdminNewsletterIssue>(`/admin/${ISSUES_RESOURCE}/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
}
