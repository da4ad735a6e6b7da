import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getFeaturedTestimonials(language: Language, signal?: AbortSignal) {
  return apiRequest<PublicTestimonial[]>('/testimonials/featured', { query: { lang: language }, signal });
}

export function getFeaturedTestimonialsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: queryKeys.testimonials.featured(language),
    queryFn: ({ signal }) => getFeaturedTestimonials(language, signal),
    staleTime: STALE_TIMES.testimonialsFeatured,
  });
}

/** `initialData` is the loader's list, so the server-rendered page hydrates without a second fetch. */
export function useFeaturedTestimonials(language: Language, initialData?: PublicTestimonial[]) {
  return useQuery({ ...getFeaturedTestimonialsQueryOptions(language), initialData });
}
