import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function getServiceTestimonials(serviceId: number, language: Language, signal?: AbortSignal) {
  return apiRequest<PublicTestimonial[]>(`/testimonials/service/${serviceId}`, { query: { lang: language }, signal });
}

export function getServiceTestimonialsQueryOptions(serviceId: number, language: Language) {
  return queryOptions({
    queryKey: queryKeys.testimonials.byService(language, serviceId),
    queryFn: ({ signal }) => getServiceTestimonials(serviceId, language, signal),
    staleTime: STALE_TIMES.testimonialsByService,
  });
}

/** `initialData` is the loader's list, so the server-rendered page hydrates without a second fetch. */
export function useServiceTestimonials(serviceId: number, language: Language, initialData?: PublicTestimonial[]) {
  return useQuery({ ...getServiceTestimonialsQueryOptions(serviceId, language), initialData });
}
