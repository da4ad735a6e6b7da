import { ChevronDown } from 'lucide-react';

/** Questions and answers under a title, as native disclosures, so they open without JavaScript. */
export function FaqDisclosures({
  title,
  headingId,
  faqs,
}: {
  title: string;
  headingId: string;
  faqs: readonly { question: string; answer: string }[];
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
