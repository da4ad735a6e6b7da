import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { clientsMessages } from '../messages.ts';

/** The published testimonials, at most `count`, in a grid under the title staff gave the section. */
export function PublishedTestimonialsSection({
  testimonials,
  heading,
  count,
}: {
  testimonials: PublicTestimonial[];
  heading: SectionHeading;
  count: number;
}) {
  const t = useT(clientsMessages);
  return (
    <section aria-labelledby={heading.id} className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        {testimonials.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('testimonials.empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.slice(0, count).map((testimonial) => (
              <li key={testimonial.id}>
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
