import { ArrowRight } from 'lucide-react';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { SectionLink } from '#app/components/ui/section-link.tsx';

type CallToAction = Extract<PublicPageSection, { type: 'call_to_action' }>;

/** An invitation to act: a title, a text and a button or two (the home page's last word). */
export function CallToActionSection({ section, headingId }: { section: CallToAction; headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 py-12 text-white sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
          {section.title}
        </h2>
        {section.text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{section.text}</p> : null}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <SectionLink
            to={section.button_link}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
          >
            {section.button_label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SectionLink>
          {section.secondary_label && section.secondary_link ? (
            <SectionLink
              to={section.secondary_link}
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
            >
              {section.secondary_label}
            </SectionLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
