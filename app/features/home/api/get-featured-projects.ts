import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicProject } from '#contract/schemas/project.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getFeaturedProjects(language: Language, signal?: AbortSignal) {
  return apiRequest<PublicProject[]>('/projects/featured', { query: { lang: language }, signal });
}

export function getFeaturedProjectsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: queryKeys.projects.featured(language),
    queryFn: ({ signal }) => getFeaturedProjects(language, signal),
    staleTime: STALE_TIMES.projectsFeatured,
  });
}

/** `initialData` is the loader's list, so the server-rendered page hydrates without a second fetch. */
export function useFeaturedProjects(language: Language, initialData?: PublicProject[]) {
  return useQuery({ ...getFeaturedProjectsQueryOptions(language), initialData });
}
