import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';

type Faq = Extract<PublicPageSection, { type: 'faq' }>;

/** The contact page's questions staff write (a section of its page), as a card beside the opening hours. */
export function ContactFaq({ section, headingId }: { section: Faq; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {section.title}
      </h2>
      <dl className="mt-6 space-y-5">
        {section.questions.map((faq) => (
          <div key={faq.question}>
            <dt className="font-semibold text-slate-900">{faq.question}</dt>
            <dd className="mt-1 text-slate-600">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
