import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#contract/languages.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getProjectTestimonials(projectId: number, language: Language, signal?: AbortSignal) {
  return apiRequest<PublicTestimonial[]>(`/testimonials/project/${projectId}`, { query: { lang: language }, signal });
}

export function getProjectTestimonialsQueryOptions(language: Language, projectId: number) {
  return queryOptions({
    queryKey: queryKeys.testimonials.byProject(language, projectId),
    queryFn: ({ signal }) => getProjectTestimonials(projectId, language, signal),
  });
}

/** Approved testimonials about a project, read in the browser (the page's loader has no reader for them). */
export function useProjectTestimonials(language: Language, projectId: number) {
  return useQuery(getProjectTestimonialsQueryOptions(language, projectId));
}
