import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { type PagePaths, pageUrl } from '#contract/page-urls.ts';
import type { SitemapItem } from './repository.ts';
import { escapeXml } from './xml.ts';
import { STATIC_PAGE_PATHS } from '#contract/site-pages.ts';

/** One page in every language, each entry naming all of them (and the default) as alternates. */
function entries(origin: string, paths: PagePaths, updatedAt: Date | null): string[] {
  const url = (language: Language) => escapeXml(pageUrl(origin, paths[language], language));
  const alternates = [
    ...SUPPORTED_LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}"/>`,
  ].join('');
  const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : '';
  return SUPPORTED_LANGUAGES.map((language) => `<url><loc>${url(language)}</loc>${lastmod}${alternates}</url>`);
}

/** sitemap.xml: the static pages and every public item, in both languages, with their alternates. */
export function sitemapXml(origin: string, items: SitemapItem[]): string {
  const urls = [
    ...STATIC_PAGE_PATHS.flatMap((path) => entries(origin, { fr: path, en: path }, null)),
    ...items.flatMap((item) => entries(origin, item.paths, item.updatedAt)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: the back office and the API are not for crawlers; the sitemap says where the rest is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
