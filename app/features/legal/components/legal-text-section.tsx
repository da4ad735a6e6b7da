import { ArrowUp, Languages, Mail, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { fillCompanyDetails } from '#contract/company-details.ts';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { formatLongDate } from '#contract/intl-formats.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { RICH_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { legalMessages } from '../messages.ts';
import { splitLanguagePath } from '#contract/page-urls.ts';

type LegalText = Extract<PublicPageSection, { type: 'legal_text' }>;
type Article = LegalText['articles'][number];

const TOC_ID = 'toc';

const articleId = (index: number) => `article-${index + 1}`;

/** On a translation: it is offered for convenience, the French text prevails, and where to read it. */
function TranslationNotice() {
  const t = useT(legalMessages);
  const { language } = useLanguage();
  const { pathname } = useLocation();
  if (language === 'fr') return null;
  return (
    <p role="note" className="mb-8 flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
      <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <span>
        {t('translation.notice')}{' '}
        <a href={splitLanguagePath(pathname).path} hrefLang="fr" className="font-semibold text-brand-700 underline">
          {t('translation.link')}
        </a>
      </span>
    </p>
  );
}

/**
 * A legal document (ADR 0066): table of contents, the date of its last change, then one titled part
 * per article, with the company's details filled from the settings; readable when printed.
 */
export function LegalTextSection({
  section,
  updatedAt,
  settings,
}: {
  section: LegalText;
  /** When the page was last saved: the date shown if staff gave none. */
  updatedAt: string;
  settings: PublicSettings;
}) {
  const t = useT(legalMessages);
  const { language } = useLanguage();
  const updatedOn = section.updated_on ?? updatedAt.slice(0, 10);
  return (
    <>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12 print:block print:py-6">
        <nav
          aria-labelledby={`${TOC_ID}-title`}
          id={TOC_ID}
          className="scroll-mt-20 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto print:static print:max-h-none print:bg-white print:ring-0"
        >
          <h2 id={`${TOC_ID}-title`} className="text-sm font-semibold tracking-wider text-slate-900 uppercase">
            {t('toc.title')}
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {section.articles.map((article, index) => (
              <li key={index}>
                <a href={`#${articleId(index)}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {article.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 max-w-3xl lg:mt-0 print:max-w-none">
          <p className="mb-6 text-sm text-slate-600">
            {t('updated')}
            {labelSeparator(language)}
            <time dateTime={updatedOn}>{formatLongDate(updatedOn, language)}</time>
          </p>
          <TranslationNotice />
          <article>
            {section.articles.map((article, index) => (
              <ArticleBlock
                key={index}
                article={article}
                body={fillCompanyDetails(article.body, settings, language)}
                id={articleId(index)}
              />
            ))}
          </article>
          <section
            aria-labelledby="legal-contact-title"
            className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 print:break-inside-avoid"
          >
            <h2 id="legal-contact-title" className="text-lg font-semibold text-slate-900">
              {t('contact.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('contact.text')}</p>
            <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">
                  {t('contact.email')}
                  {labelSeparator(language)}
                </span>
                <a
                  href={`mailto:${settings.contact.email}`}
                  className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {settings.contact.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">
                  {t('contact.phone')}
                  {labelSeparator(language)}
                </span>
                <a
                  href={`tel:${settings.contact.phone.replace(/\s/g, '')}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {settings.contact.phone}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

function ArticleBlock({ article, body, id }: { article: Article; body: string; id: string }) {
  const t = useT(legalMessages);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-b-0 print:break-inside-avoid-page"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {article.heading}
      </h2>
      <div
        className={`mt-4 leading-relaxed ${RICH_TEXT_CLASS} [&_li]:marker:text-brand-600 [&>:first-child]:mt-0`}
        dangerouslySetInnerHTML={{ __html: body }}
      />
      <a
        href={`#${TOC_ID}`}
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 lg:hidden print:hidden"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {t('back_to_top')}
      </a>
    </section>
  );
}
