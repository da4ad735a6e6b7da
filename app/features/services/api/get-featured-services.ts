import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getFeaturedServices(language: Language, signal?: AbortSignal) {
  return apiRequest<PublicService[]>('/services/featured', { query: { lang: language }, signal });
}

export function getFeaturedServicesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: queryKeys.services.featured(language),
    queryFn: ({ signal }) => getFeaturedServices(language, signal),
    staleTime: STALE_TIMES.servicesFeatured,
  });
}

/** `initialData` is the loader's list, so the server-rendered page hydrates without a second fetch. */
export function useFeaturedServices(language: Language, initialData?: PublicService[]) {
  return useQuery({ ...getFeaturedServicesQueryOptions(language), initialData });
}
