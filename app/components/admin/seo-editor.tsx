import { useWatch } from 'react-hook-form';
import { useRouteLoaderData } from 'react-router';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { IMAGE_KINDS, imageUrl } from '#contract/images.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { type LocalizedText, pickLanguage } from '#contract/localized.ts';
import { localizedSlugs, pageUrl } from '#contract/page-urls.ts';
import { withoutMarkup } from '#contract/plain-text.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { cutAtWord, DESCRIPTION_MAX, DESCRIPTION_MIN, describe, pageTitle, TITLE_MAX } from '#app/lib/seo.ts';
import type { FieldTools } from './declared-field.tsx';
import { LocalizedField } from './localized-field.tsx';

/** A text in a language as the public page picks it: English where written, French otherwise. */
const inLanguage = (value: unknown, language: Language) => pickLanguage(value as LocalizedText | null, language) ?? '';

/**
 * The SEO fields of an item (ADR 0020): its search engine title and description in both languages,
 * with the generated ones as placeholders and live counters, and how a search result and a link card
 * will show the page. `source` names the item's own title, description and image fields and the
 * section of its page ('/services').
 */
export function seoEditor(
  fields: Record<string, FieldDeclaration>,
  source: { title: string; description: string; image: string; section: string },
) {
  function SeoEditor(_tools: FieldTools) {
    const t = useT(adminMessages);
    const { language } = useLanguage();
    const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? '';
    const values = useWatch() as Record<string, unknown>;
    const generated = (kind: 'title' | 'description') =>
      Object.fromEntries(
        SUPPORTED_LANGUAGES.map((lang) => [
          lang,
          // Nothing to generate from yet: no placeholder rather than the site's name alone.
          !inLanguage(values[source.title], lang).trim()
            ? ''
            : kind === 'title'
              ? pageTitle(inLanguage(values[source.title], lang))
              : describe(withoutMarkup(inLanguage(values[source.description], lang)), lang),
        ]),
      ) as Record<Language, string>;
    const titles = generated('title');
    const descriptions = generated('description');
    const slugs = localizedSlugs(String(values.slug ?? ''), values.slug_en as string | null);
    const image = (values.seo_image ?? values[source.image]) as string | null;

    return (
      <>
        <LocalizedField
          name="seo_title"
          label={fields.seo_title?.label[language] ?? 'seo_title'}
          required={false}
          placeholders={titles}
          counter={{ max: TITLE_MAX }}
        />
        <LocalizedField
          name="seo_description"
          label={fields.seo_description?.label[language] ?? 'seo_description'}
          required={false}
          multiline
          rows={3}
          placeholders={descriptions}
          counter={{ min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {SUPPORTED_LANGUAGES.map((lang) => {
            // As the public page picks them: English where written, else the French one, else generated.
            const ownTitle = inLanguage(values.seo_title, lang).trim();
            const title = ownTitle ? cutAtWord(ownTitle, TITLE_MAX) : titles[lang];
            const ownDescription = inLanguage(values.seo_description, lang).trim();
            const description = ownDescription ? cutAtWord(ownDescription, DESCRIPTION_MAX) : descriptions[lang];
            const url = pageUrl(origin, `${source.section}/${slugs[lang]}`, lang);
            const languageName = t(lang === 'fr' ? 'form.french' : 'form.english');
            return (
              <div key={lang} lang={lang} className="flex min-w-0 flex-col gap-3">
                <figure className="rounded-lg border border-slate-200 bg-white p-3">
                  <figcaption className="mb-2 text-xs font-semibold text-slate-700 uppercase">
                    {t('seo.search_preview', { language: languageName })}
                  </figcaption>
                  <p className="truncate text-xs text-green-800">{url}</p>
                  <p className="text-lg leading-snug break-words text-blue-800">{title}</p>
                  <p className="text-sm break-words text-slate-700">{description}</p>
                </figure>
                <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                  <figcaption className="px-3 pt-3 text-xs font-semibold text-slate-700 uppercase">
                    {t('seo.card_preview', { language: languageName })}
                  </figcaption>
                  {image ? (
                    <img
                      src={imageUrl(image, IMAGE_KINDS.cover.widths[0])}
                      alt=""
                      className="mt-2 aspect-[1.91/1] w-full object-cover"
                    />
                  ) : (
                    <div className="mt-2 aspect-[1.91/1] w-full bg-brand-900" />
                  )}
                  <div className="p-3">
                    <p className="text-xs text-slate-600 uppercase">{origin ? new URL(origin).host : ''}</p>
                    <p className="font-semibold text-slate-900">{title}</p>
                    <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
                  </div>
                </figure>
              </div>
            );
          })}
        </div>
      </>
    );
  }
  return SeoEditor;
}
