import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { ARTICLE_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';

type RichText = Extract<PublicPageSection, { type: 'rich_text' }>;

/** A title and the text staff wrote in the rich text editor, which the server sanitized on save. */
export function RichTextSection({ section, headingId }: { section: RichText; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {section.title}
        </h2>
        <div className={`mt-6 ${ARTICLE_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: section.body }} />
      </div>
    </section>
  );
}
