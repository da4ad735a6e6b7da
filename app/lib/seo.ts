import type { MetaDescriptor } from 'react-router';
import { pagePathsOf } from '#app/lib/page-paths.ts';
import { BLOG_FEED_PATH, BLOG_FEED_TEXTS } from '#contract/blog-feed.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { LINK_PREVIEW, linkPreviewUrl } from '#contract/link-previews.ts';
import { SEO_LIMITS } from '#contract/constants.ts';
import { pageUrl, splitLanguagePath } from '#contract/page-urls.ts';

interface RootData {
  language: Language;
  origin: string;
}

interface SeoInput {
  title: string;
  description: string;
  /** The page's own image (a cover's base path): the link preview is drawn with it (ADR 0012). */
  cover?: string | null;
  type?: 'website' | 'article';
  /** An article's publication instant (ISO 8601). */
  publishedTime?: string;
  /** The blog's pages tell feed readers where its RSS feed is (autodiscovery). */
  announcesBlogFeed?: boolean;
  /** What the editor wrote for search engines and link cards, in place of the generated ones (ADR 0020). */
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareImage?: string | null;
}

/** An item's own SEO fields, as its public answer has them, for seoMeta. */
export function itemSeo(item: { seo_title: string | null; seo_description: string | null; seo_image: string | null }) {
  return { seoTitle: item.seo_title, seoDescription: item.seo_description, shareImage: item.seo_image };
}

interface MetaArgsLike {
  location: { pathname: string };
  /** The route's loader data: an item's page names its address in each language there (`pagePaths`). */
  data?: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** Search results show about 60 characters of a title and 160 of a description. */
export const TITLE_MAX = SEO_LIMITS.title;
export const DESCRIPTION_MAX = SEO_LIMITS.descriptionMax;
const SITE_NAME = 'Weltaare';
const OG_LOCALES: Record<Language, string> = { fr: 'fr_FR', en: 'en_US' };

/** A text cut at the last whole word that fits, with an ellipsis, when it is longer than `max`. */
export function cutAtWord(text: string, max: number): string {
  // Keeps French no-break spaces (before : ; ? ! and inside « »): a cut never parts them from their mark.
  const clean = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Below this a search engine writes its own snippet: a short description is completed with who we are. */
export const DESCRIPTION_MIN = SEO_LIMITS.descriptionMin;
const ABOUT_US: Record<Language, string> = {
  fr: 'Weltaare, agence digitale à Conakry, en Guinée : web, mobile, hébergement et design.',
  en: 'Weltaare, a digital agency in Conakry, Guinea: web, mobile, hosting and design.',
};

/** A description of 50 to 160 characters from what the editor wrote. */
export function describe(text: string, language: Language): string {
  const trimmed = text.trim();
  if (trimmed.length >= DESCRIPTION_MIN) return cutAtWord(trimmed, DESCRIPTION_MAX);
  const ending = /[.!?…]$/.test(trimmed) || trimmed === '' ? ' ' : '. ';
  return cutAtWord(`${trimmed}${ending}${ABOUT_US[language]}`.trim(), DESCRIPTION_MAX);
}

/** The page's title with the site's name when it fits in a search result, cut at a word when even it alone does not. */
export function pageTitle(title: string): string {
  if (title.includes(SITE_NAME)) return cutAtWord(title, TITLE_MAX);
  const withSite = `${title} | ${SITE_NAME}`;
  return withSite.length <= TITLE_MAX ? withSite : cutAtWord(title, TITLE_MAX);
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card of a page. */
export function seoMeta(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const origin = root?.origin ?? '';
  const language = root?.language ?? 'fr';
  const { path } = splitLanguagePath(args.location.pathname);
  const paths = pagePathsOf(args.data);
  const url = (lang: Language) => pageUrl(origin, paths?.[lang] ?? path, lang);
  const cover = input.shareImage ?? input.cover ?? null;
  const image = linkPreviewUrl(origin, { path, language }, { title: input.title, cover });
  const title = input.seoTitle ? cutAtWord(input.seoTitle, TITLE_MAX) : pageTitle(input.title);
  const description = input.seoDescription
    ? cutAtWord(input.seoDescription, DESCRIPTION_MAX)
    : describe(input.description, language);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url(language) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: url('fr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('fr') },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url(language) },
    { property: 'og:locale', content: OG_LOCALES[language] },
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: LINK_PREVIEW.type },
    { property: 'og:image:width', content: String(LINK_PREVIEW.width) },
    { property: 'og:image:height', content: String(LINK_PREVIEW.height) },
    // The server reads the title to draw from here (server/modules/link-previews/page-content.ts).
    { property: 'og:image:alt', content: input.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(input.publishedTime ? [{ property: 'article:published_time', content: input.publishedTime }] : []),
    ...(input.announcesBlogFeed
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: BLOG_FEED_TEXTS[language].title,
            href: pageUrl(origin, BLOG_FEED_PATH, language),
          },
        ]
      : []),
  ];
}
