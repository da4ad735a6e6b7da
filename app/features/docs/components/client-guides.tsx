import type { ReactNode } from 'react';
import { ArrowRight, ArrowUp, Lightbulb } from 'lucide-react';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { fillCompanyDetailsInText } from '#contract/company-details.ts';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { docsMessages } from '../messages.ts';

export type Guide = Extract<PublicPageSection, { type: 'guide' }>;

const TOC_ID = 'guides';

/** A guide's texts with the settings' details filled in (`{contact.email}`). */
function useFilled(settings: PublicSettings) {
  const { language } = useLanguage();
  return (text: string) => fillCompanyDetailsInText(text, settings, language);
}

/**
 * One guide in full: its title, introduction, numbered steps and tip. `backToList` links back to the
 * guides page's cards, where there are cards.
 */
export function GuideArticle({
  guide,
  settings,
  backToList = false,
}: {
  guide: Guide;
  settings: PublicSettings;
  backToList?: boolean;
}) {
  const t = useT(docsMessages);
  const { language } = useLanguage();
  const fill = useFilled(settings);
  const titleId = `${guide.anchor}-title`;
  return (
    <section
      id={guide.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8 print:break-inside-avoid"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={guide.icon} className="size-5" />
        </span>
        {guide.title}
      </h2>
      <p className="mt-4 leading-relaxed text-slate-700">{fill(guide.intro)}</p>
      <h3 className="mt-6 text-sm font-semibold tracking-wider text-slate-700 uppercase">{t('guide.steps')}</h3>
      <ol className="mt-3 list-decimal space-y-3 pl-6 leading-relaxed text-slate-700 marker:font-bold marker:text-brand-700">
        {guide.steps.map((step, index) => (
          <li key={index} className="pl-1">
            {fill(step.text)}
          </li>
        ))}
      </ol>
      {guide.tip ? (
        <div className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p>
            <strong className="font-semibold">
              {t('guide.tip')}
              {labelSeparator(language)}
            </strong>
            {fill(guide.tip)}
          </p>
        </div>
      ) : null}
      {backToList ? (
        <a
          href={`#${TOC_ID}`}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 print:hidden"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('guide.back')}
        </a>
      ) : null}
    </section>
  );
}

/**
 * The client guides between the page's other sections: cards that lead to each guide, then every
 * guide in full with its numbered steps. Each guide is a section staff write.
 */
export function ClientGuides({
  guides,
  settings,
  header,
  footer,
}: {
  guides: Guide[];
  settings: PublicSettings;
  header: ReactNode;
  /** The page's sections after its guides (the invitation to ask for more help). */
  footer: ReactNode;
}) {
  const t = useT(docsMessages);
  const fill = useFilled(settings);

  return (
    <>
      {header}
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        {guides.length > 0 ? (
          <>
            <nav id={TOC_ID} aria-labelledby={`${TOC_ID}-title`} className="scroll-mt-24">
              <h2 id={`${TOC_ID}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {t('toc.title')}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {guides.map((guide) => (
                  <li
                    key={guide.anchor}
                    className="group relative flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm sm:h-full sm:flex-col sm:items-start sm:gap-0 sm:p-6 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-accent-600 hover:ring-brand-600"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <ServiceIcon name={guide.icon} className="size-6" />
                    </span>
                    {/* The link covers the whole card; its name stays the guide's title. */}
                    <a
                      href={`#${guide.anchor}`}
                      className="text-lg font-semibold text-slate-900 sm:mt-4 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                    >
                      {guide.title}
                    </a>
                    <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600 max-sm:hidden">{fill(guide.intro)}</p>
                    <span
                      aria-hidden="true"
                      className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 max-sm:hidden"
                    >
                      {t('toc.read')}
                      <ArrowRight className="size-4" />
                    </span>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mx-auto mt-16 max-w-3xl space-y-10">
              {guides.map((guide) => (
                <GuideArticle key={guide.anchor} guide={guide} settings={settings} backToList />
              ))}
            </div>
          </>
        ) : null}
      </div>
      {footer}
    </>
  );
}
