import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getActiveServices(language: Language, signal?: AbortSignal) {
  return apiRequest<PublicService[]>('/services/active', { query: { lang: language }, signal });
}

export function getActiveServicesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: queryKeys.services.active(language),
    queryFn: ({ signal }) => getActiveServices(language, signal),
    staleTime: STALE_TIMES.servicesActive,
  });
}

/** `initialData` is the loader's list, so the server-rendered page hydrates without a second fetch. */
export function useActiveServices(language: Language, initialData?: PublicService[]) {
  return useQuery({ ...getActiveServicesQueryOptions(language), initialData });
}
