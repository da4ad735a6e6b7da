import { balancedColumns, CARD_RAIL_ITEM, CARD_RAIL_LIST } from '#app/components/ui/card-rail.ts';
import { DISPLAY_LIMITS } from '#contract/constants.ts';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useFeaturedTestimonials } from '../api/get-featured-testimonials.ts';
import { homeMessages } from '../messages.ts';

/** The featured testimonials, at most `count`, under the title staff gave the section. */
export function FeaturedTestimonialsSection({
  initialTestimonials,
  heading,
  count,
}: {
  initialTestimonials?: PublicTestimonial[];
  heading: SectionHeading;
  count: number;
}) {
  const t = useT(homeMessages);
  const { language } = useLanguage();
  const { data } = useFeaturedTestimonials(language, initialTestimonials);
  const testimonials = data?.slice(0, count);
  return (
    <section aria-labelledby={heading.id} className="bg-white py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        {!testimonials ? (
          <div role="status" className="mt-10">
            <span className="sr-only">{t('testimonials.loading')}</span>
            <ul className="grid gap-6 md:grid-cols-3">
              {Array.from({ length: DISPLAY_LIMITS.testimonialsSkeletons }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-64 w-full rounded-2xl" />
                </li>
              ))}
            </ul>
          </div>
        ) : testimonials.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('testimonials.empty')}</p>
        ) : (
          // No card has a link: the list itself takes the focus, so a keyboard can scroll it on a phone.
          <ul
            tabIndex={0}
            aria-labelledby={heading.id}
            className={`${CARD_RAIL_LIST} ${balancedColumns(testimonials.length)}`}
          >
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className={CARD_RAIL_ITEM}>
                <TestimonialCard
                  testimonial={testimonial}
                  ratingLabel={t('testimonials.rating', { rating: testimonial.rating ?? 0 })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
