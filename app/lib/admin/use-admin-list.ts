import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '#app/lib/api/http-client.ts';
import { adminKeys } from './admin-query-keys.ts';

type ListParams = Record<string, string | number | boolean | undefined>;

/** One page of /api/admin/{resource}; the previous page stays on screen while the next loads. */
export function useAdminList<T>(resource: string, params: ListParams, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) => apiRequestPage<T[]>(`/admin/${resource}`, { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: options.staleTime,
  });
}
