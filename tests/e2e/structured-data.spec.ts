import { localizedPath } from '#contract/page-urls.ts';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/server-settings.ts';

type Node = Record<string, unknown>;

/** Every JSON-LD node of the page as served (no script needed to read it). */
async function structuredData(page: Page, path: string): Promise<Node[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
  return blocks.flat() as Node[];
}

const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);

for (const lang of ['fr', 'en'] as const) {
  test(`[${lang}] the home page describes the company and the site`, async ({ page }) => {
    const nodes = await structuredData(page, localizedPath('/', lang));
    const business = ofType(nodes, 'ProfessionalService');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Weltaare',
      url: `${E2E_BASE_URL}${localizedPath('/', lang)}`,
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(business!.telephone).toBeTruthy();
    expect(business!.email).toBeTruthy();
    expect((business!.openingHoursSpecification as Node[]).length).toBeGreaterThan(0);
    expect(ofType(nodes, 'WebSite')).toMatchObject({ inLanguage: lang, publisher: { '@id': business!['@id'] } });
  });
}

for (const path of ['/about', '/contact']) {
  test(`${path} describes the company`, async ({ page }) => {
    expect(ofType(await structuredData(page, path), 'ProfessionalService')).toBeTruthy();
  });
}

test('a service page describes the service and its breadcrumb, in the page language', async ({ page }) => {
  const nodes = await structuredData(page, '/en/services/hosting');
  const service = ofType(nodes, 'Service');
  expect(service).toMatchObject({
    url: `${E2E_BASE_URL}/en/services/hosting`,
    provider: { '@id': `${E2E_BASE_URL}/#organization` },
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

test('every page below the home page names its trail; the home page and a missing page have none', async ({
  page,
  request,
}) => {
  const trail = async (path: string) => {
    const list = ofType(await structuredData(page, path), 'BreadcrumbList');
    return list ? (list.itemListElement as Node[]).map((step) => [step.name, step.item]) : null;
  };
  expect(await trail('/contact')).toEqual([
    ['Accueil', `${E2E_BASE_URL}/`],
    ['Contact', `${E2E_BASE_URL}/contact`],
  ]);
  expect(await trail('/en/privacy')).toEqual([
    ['Home', `${E2E_BASE_URL}/en`],
    ['Privacy policy', `${E2E_BASE_URL}/en/privacy`],
  ]);
  const posts = (await (await request.get('/api/blog?lang=en&per_page=1')).json()) as {
    data: { slug: string; title: string }[];
  };
  const post = posts.data[0]!;
  expect(await trail(`/en/blog/${post.slug}`)).toEqual([
    ['Home', `${E2E_BASE_URL}/en`],
    ['Blog', `${E2E_BASE_URL}/en/blog`],
    [post.title, `${E2E_BASE_URL}/en/blog/${post.slug}`],
  ]);
  expect(await trail('/en/')).toBeNull();
  const missing = await page.request.get('/services/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('BreadcrumbList');
});
