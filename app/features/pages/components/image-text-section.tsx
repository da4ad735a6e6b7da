import { fillCompanyDetails } from '#contract/company-details.ts';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { halfFromLargeSizes } from '#app/components/ui/image-sizes.ts';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { RICH_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';

type ImageText = Extract<PublicPageSection, { type: 'image_text' }>;

/** A picture beside a title and a text; on a phone the picture comes first. */
export function ImageTextSection({
  section,
  headingId,
  settings,
}: {
  section: ImageText;
  headingId: string;
  settings: PublicSettings;
}) {
  const { language } = useLanguage();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-5 sm:px-8 ${section.image ? 'lg:grid-cols-2 lg:gap-16' : 'max-w-3xl'}`}
      >
        {section.image ? (
          <div className={section.image_side === 'right' ? 'lg:order-2' : undefined}>
            <ResponsiveImage
              base={section.image}
              kind="cover"
              alt={section.image_alt ?? ''}
              sizes={halfFromLargeSizes(64)}
              className="h-auto w-full rounded-2xl shadow-lg"
            />
          </div>
        ) : null}
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {section.title}
          </h2>
          <div
            className={`mt-6 text-lg leading-relaxed ${RICH_TEXT_CLASS}`}
            dangerouslySetInnerHTML={{ __html: fillCompanyDetails(section.text, settings, language) }}
          />
        </div>
      </div>
    </section>
  );
}
