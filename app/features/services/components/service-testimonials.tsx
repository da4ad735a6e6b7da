import { DISPLAY_LIMITS } from '#contract/constants.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useServiceTestimonials } from '../api/get-service-testimonials.ts';
import { servicesMessages } from '../messages.ts';

/** Approved testimonials about this service; the section disappears when there are none. */
export function ServiceTestimonials({
  serviceId,
  initialTestimonials,
}: {
  serviceId: number;
  initialTestimonials?: PublicTestimonial[];
}) {
  const t = useT(servicesMessages);
  const { language } = useLanguage();
  const { data } = useServiceTestimonials(serviceId, language, initialTestimonials);
  if (data?.length === 0) return null;
  return (
    <section aria-labelledby="service-testimonials-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="service-testimonials-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('detail.testimonials')}
        </h2>
        {data ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.slice(0, DISPLAY_LIMITS.testimonialsDefaultMax).map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard
                  testimonial={testimonial}
                  ratingLabel={t('detail.testimonial_rating', { rating: testimonial.rating ?? 0 })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div role="status" className="mt-8">
            <span className="sr-only">{t('detail.testimonials_loading')}</span>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: DISPLAY_LIMITS.testimonialsSkeletons }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-56 w-full rounded-2xl" />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
