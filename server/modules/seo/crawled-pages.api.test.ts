import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAttribute } from '../link-previews/page-content.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';
import { localizedPath } from '#contract/page-urls.ts';

let vite: VitePages;
let ctx: TestContext;
let previewsDir: string;

beforeAll(async () => {
  vite = await openVitePages();
  previewsDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-crawled-pages-'));
  ctx = await createTestApp({ pages: vite.pages, linkPreviewsDir: previewsDir });
  // Vite compiles the app for the first page it renders: once here, not in the time of a test.
  await ctx.app.inject({ method: 'GET', url: '/' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
  await rm(previewsDir, { recursive: true, force: true });
});

// createTestApp's PUBLIC_URL: every address a page or a feed writes starts with it.
const ORIGIN = 'http://localhost:3000';

/** What a crawler gets at an address of the site: no cookie, no Accept-Language. */
const crawl = (url: string) =>
  ctx.app.inject({ method: 'GET', url: url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url });

/** The document a parser sees, or null when the text is not well-formed XML (fast-xml-parser's validator). */
function parseWellFormedXml(text: string): Record<string, unknown> | null {
  if (XMLValidator.validate(text) !== true) return null;
  const document: unknown = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    tagValueProcessor: (_tag, value) => decodeAttribute(value),
  }).parse(text);
  // One root element (the validator accepts several).
  return Object.keys(document as object).length === 1 ? (document as Record<string, unknown>) : null;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

const metaContent = (html: string, key: string) =>
  decodeAttribute(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** The text of the page's h1 (its no-break spaces kept). */
const headingText = (html: string) =>
  decodeAttribute((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''))
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();

/** The addresses the sitemap lists, once it is known to be well-formed XML. */
async function sitemapLocations(): Promise<string[]> {
  const sitemap = parseWellFormedXml((await crawl('/sitemap.xml')).body);
  expect(sitemap, 'the sitemap is well-formed XML').not.toBeNull();
  return asList((sitemap!.urlset as { url?: { loc: string } | { loc: string }[] }).url).map((url) => url.loc);
}

/** The sitemap's pages are checked in parts, each a test of its own: every page is in exactly one part. */
const SITEMAP_PARTS = 6;

/** Runs `check` on every item, a few at a time: the pages render while their previews are drawn. */
async function checkEach<T>(items: T[], check: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += 4) await Promise.all(items.slice(start, start + 4).map(check));
}

async function expectReadyForSearchAndSharing(location: string) {
  expect(location.startsWith(`${ORIGIN}/`), location).toBe(true);
  const response = await crawl(location);
  expect(response.statusCode, location).toBe(200);
  const html = response.body;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical?.replaceAll('&amp;', '&'), location).toBe(location);
  // What a search result shows whole: a title of at most 60 characters, a description of 50 to 160.
  const title = decodeAttribute(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
  const description = metaContent(html, 'description');
  expect(title.length, `${location}: ${title}`).toBeLessThanOrEqual(60);
  expect(description.length, `${location}: ${description}`).toBeLessThanOrEqual(160);
  expect(description.length, `${location}: ${description}`).toBeGreaterThanOrEqual(50);

  // The link preview (ADR 0012): the page's own, drawn by the app, under PUBLIC_URL, for ever at this address.
  const preview = metaContent(html, 'og:image');
  expect(preview.startsWith(`${ORIGIN}/og/`), `${location}: ${preview}`).toBe(true);
  expect(metaContent(html, 'og:image:type'), location).toBe('image/jpeg');
  expect(metaContent(html, 'og:image:width'), location).toBe('1200');
  expect(metaContent(html, 'og:image:height'), location).toBe('630');
  expect(metaContent(html, 'og:image:alt'), location).not.toBe('');
  expect(metaContent(html, 'twitter:card'), location).toBe('summary_large_image');
  const image = await crawl(preview);
  expect(image.statusCode, preview).toBe(200);
  expect(image.headers['content-type'], preview).toBe('image/jpeg');
  expect(image.headers['cache-control'], `${preview}: the page and the server agree on its version`).toBe(
    'public, max-age=31536000, immutable',
  );
  const { format, width, height } = await sharp(image.rawPayload).metadata();
  expect({ format, width, height }, preview).toEqual({ format: 'jpeg', width: 1200, height: 630 });
}

describe('the sitemap', () => {
  it('is named by robots.txt and is well-formed XML listing more than 40 pages', async () => {
    expect((await crawl('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect((await sitemapLocations()).length).toBeGreaterThan(40);
  });

  it.each(Array.from({ length: SITEMAP_PARTS }, (_, index) => index + 1))(
    `every page of the sitemap (part %i of ${SITEMAP_PARTS}) answers with itself as canonical, a title and description that fit a search result and a 1200x630 JPEG link preview`,
    async (part) => {
      const locations = (await sitemapLocations()).filter((_, index) => index % SITEMAP_PARTS === part - 1);
      expect(locations.length).toBeGreaterThan(0);
      await checkEach(locations, expectReadyForSearchAndSharing);
    },
  );
});

describe('the blog feeds', () => {
  interface FeedItem {
    title: string;
    link: string;
    pubDate: string;
  }

  for (const [blogPath, feedPath, language] of [
    ['/blog', '/blog/rss.xml', 'fr'],
    ['/en/blog', '/en/blog/rss.xml', 'en'],
  ] as const) {
    it(`${blogPath} announces its RSS feed, whose articles open in ${language}`, async () => {
      const blog = (await crawl(blogPath)).body;
      const announced = [...blog.matchAll(/<link [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('rel="alternate"') && tag.includes('type="application/rss+xml"'));
      expect(announced).toHaveLength(1);
      expect(announced[0]).toContain(`href="${ORIGIN}${feedPath}"`);

      const response = await crawl(feedPath);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = parseWellFormedXml(response.body);
      expect(feed, 'the feed is well-formed XML').not.toBeNull();
      const items = asList((feed!.rss as { channel: { item?: FeedItem | FeedItem[] } }).channel.item);
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) {
        expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
        const article = await crawl(item.link);
        expect(article.statusCode, item.link).toBe(200);
        expect(article.body, item.link).toContain(`<html lang="${language}"`);
        expect(headingText(article.body), item.link).toBe(item.title);
      }
    });
  }
});

describe('structured data (JSON-LD)', () => {
  type Node = Record<string, unknown>;

  /** Every JSON-LD node of the page as served. */
  async function structuredData(pagePath: string): Promise<Node[]> {
    const response = await crawl(pagePath);
    expect(response.statusCode, pagePath).toBe(200);
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Node | Node[],
    );
    return blocks.flat();
  }

  const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);

  it.each(['fr', 'en'] as const)('[%s] the home page describes the company and the site', async (lang) => {
    const nodes = await structuredData(localizedPath('/', lang));
    const business = ofType(nodes, 'ProfessionalService');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Weltaare',
      url: `${ORIGIN}${localizedPath('/', lang)}`,
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(business!.telephone).toBeTruthy();
    expect(business!.email).toBeTruthy();
    expect((business!.openingHoursSpecification as Node[]).length).toBeGreaterThan(0);
    expect(ofType(nodes, 'WebSite')).toMatchObject({
      inLanguage: lang,
      publisher: { '@id': business!['@id'] },
      // Search engines may offer a box that leads to the site search, in the page's language.
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}${localizedPath('/recherche', lang)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it.each(['/about', '/contact'])('%s describes the company', async (pagePath) => {
    expect(ofType(await structuredData(pagePath), 'ProfessionalService')).toBeTruthy();
  });

  it('a service page describes the service and its breadcrumb, in the page language', async () => {
    const nodes = await structuredData('/en/services/hosting');
    const service = ofType(nodes, 'Service');
    expect(service).toMatchObject({
      url: `${ORIGIN}/en/services/hosting`,
      provider: { '@id': `${ORIGIN}/#organization` },
    });
    expect(typeof service!.name).toBe('string');
    const trail = ofType(nodes, 'BreadcrumbList')!.itemListElement as Node[];
    expect(trail.map((step) => [step.position, step.name])).toEqual([
      [1, 'Home'],
      [2, 'Services'],
      [3, service!.name],
    ]);
    expect(trail.at(-1)!.item).toBe(service!.url);
  });

  it('every page below the home page names its trail; the home page and a missing page have none', async () => {
    const trail = async (pagePath: string) => {
      const list = ofType(await structuredData(pagePath), 'BreadcrumbList');
      return list ? (list.itemListElement as Node[]).map((step) => [step.name, step.item]) : null;
    };
    expect(await trail('/contact')).toEqual([
      ['Accueil', `${ORIGIN}/`],
      ['Contact', `${ORIGIN}/contact`],
    ]);
    expect(await trail('/en/privacy')).toEqual([
      ['Home', `${ORIGIN}/en`],
      ['Privacy policy', `${ORIGIN}/en/privacy`],
    ]);
    const posts = (await crawl('/api/blog?lang=en&per_page=1')).json<{ data: { slug: string; title: string }[] }>();
    const post = posts.data[0]!;
    expect(await trail(`/en/blog/${post.slug}`)).toEqual([
      ['Home', `${ORIGIN}/en`],
      ['Blog', `${ORIGIN}/en/blog`],
      [post.title, `${ORIGIN}/en/blog/${post.slug}`],
    ]);
    expect(await trail('/en/')).toBeNull();
    const missing = await crawl('/services/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('BreadcrumbList');
  });
});

describe('the site search', () => {
  const search = async (q: string, language: 'fr' | 'en') => {
    const answer = await crawl(`/api/search?${new URLSearchParams({ q, language })}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { data: { kind: string; url: string; title: string }[] }).data;
  };

  it('finds the fixed pages and the help centre’s questions, as the pages word them, in each language', async () => {
    const deposit = await search('acompte', 'fr');
    expect(deposit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'pages', url: '/terms', title: 'Conditions générales de vente' }),
        expect.objectContaining({
          kind: 'help',
          url: '/help#billing',
          title: 'Quelles sont vos conditions de paiement\u202f?',
        }),
      ]),
    );
    const mission = await search('mission', 'en');
    expect(mission).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'pages', url: '/en/about' })]));
    expect(mission.every((result) => result.url.startsWith('/en'))).toBe(true);
  });

  it('is answered at /recherche and /en/search, never indexed and never in the sitemap', async () => {
    for (const path of ['/recherche?q=site', '/en/search?q=website']) {
      const page = await crawl(path);
      expect(page.statusCode).toBe(200);
      expect(metaContent(page.body, 'robots')).toBe('noindex');
    }
    const sitemap = await crawl('/sitemap.xml');
    expect(sitemap.body).not.toMatch(/recherche|\/search/);
  });
});
