import type { TestimonialStats } from '#contract/schemas/testimonial.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';

export function useTestimonialStats() {
  return useQuery({
    queryKey: adminKeys.stats('testimonials'),
    queryFn: ({ signal }) => apiRequest<TestimonialStats>('/admin/testimonials/stats', { signal }),
  });
}
