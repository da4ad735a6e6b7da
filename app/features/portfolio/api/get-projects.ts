import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { ContentPage } from '#contract/page-context.ts';
import type { ProjectCategory, PublicProject } from '#contract/schemas/project.ts';
import { apiRequestPage } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export interface ProjectListParams {
  page: number;
  per_page: number;
  category?: ProjectCategory;
}

export async function getProjects(
  params: ProjectListParams,
  language: Language,
  signal?: AbortSignal,
): Promise<ContentPage<PublicProject>> {
  const { items, meta } = await apiRequestPage<PublicProject[]>('/projects', {
    query: { ...params, lang: language },
    signal,
  });
  return { items, total: meta.total };
}

export function getProjectsQueryOptions(language: Language, params: ProjectListParams) {
  return queryOptions({
    queryKey: queryKeys.projects.list(language, params),
    queryFn: ({ signal }) => getProjects(params, language, signal),
    staleTime: STALE_TIMES.projectsList,
  });
}

/** One page of published projects; `initialData` is what the page's loader read on the server. */
export function useProjects(language: Language, params: ProjectListParams, initialData: ContentPage<PublicProject>) {
  return useQuery({ ...getProjectsQueryOptions(language, params), initialData });
}
