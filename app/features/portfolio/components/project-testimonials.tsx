import type { Language } from '#contract/languages.ts';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useProjectTestimonials } from '../api/get-project-testimonials.ts';
import { portfolioMessages } from '../messages.ts';

/** The client's approved words about the project; nothing at all when there are none. */
export function ProjectTestimonials({ projectId, language }: { projectId: number; language: Language }) {
  const t = useT(portfolioMessages);
  const { data: testimonials } = useProjectTestimonials(language, projectId);
  if (!testimonials || testimonials.length === 0) return null;
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
