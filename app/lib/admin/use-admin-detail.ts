import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';

/** One item of /api/admin/{resource}/{id}; nothing is fetched while `id` is null (a "new" form). */
export function useAdminDetail<T>(resource: string, id: number | null) {
  return useQuery({
    queryKey: adminKeys.detail(resource, id ?? 0),
    queryFn: ({ signal }) => apiRequest<T>(`/admin/${resource}/${id}`, { signal }),
    enabled: id !== null,
    // An editor opens a form to change the latest version.
    staleTime: 0,
  });
}
