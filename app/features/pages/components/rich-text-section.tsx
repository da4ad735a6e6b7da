import { fillCompanyDetails } from '#contract/company-details.ts';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { ARTICLE_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';

type RichText = Extract<PublicPageSection, { type: 'rich_text' }>;

/** A title and the text staff wrote in the rich text editor (sanitized on save), the company's details filled. */
export function RichTextSection({
  section,
  headingId,
  settings,
}: {
  section: RichText;
  headingId: string;
  settings: PublicSettings;
}) {
  const { language } = useLanguage();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {section.title}
        </h2>
        <div
          className={`mt-6 ${ARTICLE_TEXT_CLASS}`}
          dangerouslySetInnerHTML={{ __html: fillCompanyDetails(section.body, settings, language) }}
        />
      </div>
    </section>
  );
}
