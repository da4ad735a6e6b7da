import type { ReactNode } from 'react';
import { ArrowRight, ArrowUp, Lightbulb } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { GUIDE_STEPS, GUIDES, guideParams } from '../guides.ts';
import { docsMessages } from '../messages.ts';

const TOC_ID = 'guides';

/**
 * The client guides under the page's header (its sections, which staff write): cards that lead to
 * each guide, then every guide in full with its numbered steps.
 */
export function ClientGuides({ settings, header }: { settings: PublicSettings; header: ReactNode }) {
  const t = useT(docsMessages);
  const { language } = useLanguage();
  const params = guideParams(settings, language);

  return (
    <>
      {header}
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <nav id={TOC_ID} aria-labelledby={`${TOC_ID}-title`} className="scroll-mt-24">
          <h2 id={`${TOC_ID}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('toc.title')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {GUIDES.map(({ id, icon: Icon }) => (
              <li
                key={id}
                className="group relative flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm sm:h-full sm:flex-col sm:items-start sm:gap-0 sm:p-6 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-accent-600 hover:ring-brand-600"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                {/* The link covers the whole card; its name stays the guide's title. */}
                <a
                  href={`#${id}`}
                  className="text-lg font-semibold text-slate-900 sm:mt-4 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {t(`${id}.title`)}
                </a>
                <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600 max-sm:hidden">
                  {t(`${id}.intro`, params)}
                </p>
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
          {GUIDES.map(({ id, icon: Icon }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8 print:break-inside-avoid"
            >
              <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`${id}.title`)}
              </h2>
              <p className="mt-4 leading-relaxed text-slate-700">{t(`${id}.intro`, params)}</p>
              <h3 className="mt-6 text-sm font-semibold tracking-wider text-slate-700 uppercase">{t('guide.steps')}</h3>
              <ol className="mt-3 list-decimal space-y-3 pl-6 leading-relaxed text-slate-700 marker:font-bold marker:text-brand-700">
                {GUIDE_STEPS.map((step) => (
                  <li key={step} className="pl-1">
                    {t(`${id}.${step}`, params)}
                  </li>
                ))}
              </ol>
              <div className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                <p>
                  <strong className="font-semibold">
                    {t('guide.tip')}
                    {labelSeparator(language)}
                  </strong>
                  {t(`${id}.tip`, params)}
                </p>
              </div>
              <a
                href={`#${TOC_ID}`}
                className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 print:hidden"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
                {t('guide.back')}
              </a>
            </section>
          ))}
        </div>
        <section
          aria-labelledby="docs-more-title"
          className="mx-auto mt-16 max-w-3xl rounded-2xl bg-brand-900 p-8 text-white sm:p-10"
        >
          <h2 id="docs-more-title" className="text-2xl font-bold">
            {t('more.title')}
          </h2>
          <p className="mt-3 text-blue-100">{t('more.text')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/help"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-accent-400"
            >
              {t('more.help')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t('more.contact')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
