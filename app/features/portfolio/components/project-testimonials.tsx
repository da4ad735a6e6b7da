import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { portfolioMessages } from '../messages.ts';

/** The client's approved words about the project; nothing at all when there are none. */
export function ProjectTestimonials({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  const t = useT(portfolioMessages);
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="project-testimonials-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="project-testimonials-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('testimonials.title')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                testimonial={testimonial}
                ratingLabel={t('testimonials.rating', { rating: testimonial.rating ?? 0 })}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
