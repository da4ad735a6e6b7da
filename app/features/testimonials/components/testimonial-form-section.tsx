import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import TestimonialForm from './testimonial-form.island.tsx';
import type { TestimonialActionResult } from './testimonial-form.tsx';

/** The testimonial form in a card under the title staff gave its section; `#leave-testimonial` leads to it. */
export function TestimonialFormSection({
  heading,
  action,
  actionResult,
}: {
  heading: SectionHeading;
  action: string;
  actionResult: TestimonialActionResult | undefined;
}) {
  return (
    <section id="leave-testimonial" aria-labelledby={heading.id} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <TestimonialForm actionResult={actionResult} action={action} labelledBy={heading.id} />
        </div>
      </div>
    </section>
  );
}
