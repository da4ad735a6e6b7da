import { ChevronDown } from 'lucide-react';
import type { PublicService } from '#contract/schemas/service.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';

/** Questions and answers as native disclosures, so they open without JavaScript. */
export function ServiceFaqs({ faqs }: { faqs: PublicService['faqs'] }) {
  const t = useT(servicesMessages);
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="service-faqs-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id="service-faqs-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('detail.faqs')}
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
