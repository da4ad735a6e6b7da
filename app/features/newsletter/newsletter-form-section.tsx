import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import NewsletterForm from './newsletter-form.island.tsx';

/** The newsletter's form on a page, under the title staff gave its section (the footer has its own). */
export function NewsletterFormSection({ heading }: { heading: SectionHeading }) {
  return (
    <section aria-labelledby={heading.id} className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <SectionTitle heading={heading} />
          <NewsletterForm idPrefix={heading.id} tone="light" />
        </div>
      </div>
    </section>
  );
}
