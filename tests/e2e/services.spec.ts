import { type APIRequestContext, expect, test } from '@playwright/test';
import { SERVICE_SLUGS } from '../../contract/constants.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

interface Service {
  id: number;
  name: string;
  slug: string;
  short_description: string;
  faqs: { question: string; answer: string }[];
}

interface Testimonial {
  client_name: string;
}

async function apiData<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${path}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const LIST_TEXTS = {
  fr: { path: '/services', title: 'Nos services', learnMore: (name: string) => `En savoir plus sur ${name}` },
  en: { path: '/en/services', title: 'Our Services', learnMore: (name: string) => `Learn more about ${name}` },
} as const;

const DETAIL_TEXTS = {
  fr: {
    prefix: '',
    faqs: 'Questions fréquentes',
    testimonials: 'Ils nous ont fait confiance',
    others: 'Nos autres services',
    notFound: 'Oups ! Page non trouvée',
  },
  en: {
    prefix: '/en',
    faqs: 'Frequently asked questions',
    testimonials: 'They trusted us',
    others: 'Our other services',
    notFound: 'Oops! Page not found',
  },
} as const;

test.describe('services list', () => {
  for (const lang of ['fr', 'en'] as const) {
    const texts = LIST_TEXTS[lang];

    test(`[${lang}] lists every active service in the API's order, each linking to its page`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const services = await apiData<Service[]>(request, '/api/services/active', lang);
      expect(services).toHaveLength(8);
      const response = await visit(page, texts.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(`${texts.title} | Weltaare`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);

      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(services.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.name));
      for (const [index, service] of services.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(service.short_description);
        await expect(card.locator('picture img')).toHaveCount(1);
        await expect(card.getByRole('link', { name: texts.learnMore(service.name) })).toHaveAttribute(
          'href',
          localizedPath(`/services/${service.slug}`, lang),
        );
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('is complete without JavaScript and a card leads to its service', async ({ browser, request }) => {
    const services = await apiData<Service[]>(request, '/api/services/active', 'fr');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/services');
    await expect(page.getByRole('article')).toHaveCount(services.length);
    await page.getByRole('link', { name: LIST_TEXTS.fr.learnMore(services[1]!.name) }).click();
    await expect(page).toHaveURL(`/services/${services[1]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[1]!.name);
    await context.close();
  });
});

test.describe('service pages', () => {
  // What every service page holds in each language is read from the server's HTML
  // (server/modules/services/pages.api.test.ts); here a visitor opens the questions of one page per language.
  const OPENED = { fr: 'web-development', en: 'mobile-apps' } as const;
  for (const lang of ['fr', 'en'] as const) {
    const slug = OPENED[lang];
    test(`[${lang}] /services/${slug}: each question opens on a tap, with no console error and no axe violation`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const texts = DETAIL_TEXTS[lang];
      const service = await apiData<Service>(request, `/api/services/${slug}`, lang);
      const response = await visit(page, `${texts.prefix}/services/${slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);

      const faqs = page.getByRole('region', { name: texts.faqs });
      expect(service.faqs.length).toBeGreaterThan(0);
      for (const faq of service.faqs) {
        const answer = faqs.getByText(faq.answer);
        await expect(answer).toBeHidden();
        await faqs.getByText(faq.question).click();
        await expect(answer).toBeVisible();
      }
      await expect(page.getByRole('region', { name: texts.others }).getByRole('link')).toHaveCount(
        SERVICE_SLUGS.length - 1,
      );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('only approved testimonials about the service appear on its page', async ({ page, request }) => {
    const service = await apiData<Service>(request, '/api/services/web-development', 'fr');
    const testimonials = await apiData<Testimonial[]>(request, `/api/testimonials/service/${service.id}`, 'fr');
    expect(testimonials.length).toBeGreaterThan(0);
    await visit(page, '/services/web-development');
    const region = page.getByRole('region', { name: DETAIL_TEXTS.fr.testimonials });
    await expect(region.getByRole('figure')).toHaveCount(testimonials.length);
    // Hosting's only testimonial is still pending: no section at all.
    const hosting = await apiData<Service>(request, '/api/services/hosting', 'fr');
    expect(await apiData<Testimonial[]>(request, `/api/testimonials/service/${hosting.id}`, 'fr')).toEqual([]);
    await visit(page, '/services/hosting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hosting.name);
    await expect(page.getByRole('region', { name: DETAIL_TEXTS.fr.testimonials })).toHaveCount(0);
  });

  test('questions open without JavaScript', async ({ browser, request }) => {
    const service = await apiData<Service>(request, '/api/services/design', 'fr');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/services/design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    const faq = service.faqs[0]!;
    await expect(page.getByText(faq.answer)).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(page.getByText(faq.answer)).toBeVisible();
    await context.close();
  });

  for (const lang of ['fr', 'en'] as const) {
    test(`[${lang}] an unknown service answers HTTP 404 with the 404 page`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const texts = DETAIL_TEXTS[lang];
      const response = await visit(page, `${texts.prefix}/services/does-not-exist`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound);
      await expect(page).toHaveTitle(lang === 'fr' ? 'Page non trouvée | Weltaare' : 'Page not found | Weltaare');
      await expectNoAxeViolations(page);
      // The browser logs the 404 document response itself; nothing else may fail.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    });
  }
});

test.describe('starting prices in GNF', () => {
  const PRICE_TEXTS = {
    fr: { prefix: '', price: 'à partir de 2 500 000 GNF' },
    en: { prefix: '/en', price: 'from GNF 2,500,000' },
  } as const;
  /** Intl writes fr-FR thousands with narrow no-break spaces, and a no-break space before the code. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  for (const lang of ['fr', 'en'] as const) {
    test(`${lang}: a service's starting price shows on its card and page, and as an Offer for search engines`, async ({
      page,
      request,
    }) => {
      const texts = PRICE_TEXTS[lang];
      const services = await apiData<(Service & { price_from_gnf: number | null })[]>(request, '/api/services', lang);
      const web = services.find((service) => service.price_from_gnf === 2_500_000)!;
      await visit(page, `${texts.prefix}/services`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: web.name }) });
      expect(spaced(await card.innerText())).toContain(texts.price);

      await visit(page, `${texts.prefix}/services/${web.slug}`);
      const hero = page.locator('main section').first();
      expect(spaced(await hero.innerText())).toContain(texts.price);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; offers?: { price: number; priceCurrency: string } },
      );
      expect(blocks.find((block) => block['@type'] === 'Service')?.offers).toMatchObject({
        price: 2_500_000,
        priceCurrency: 'GNF',
      });
    });
  }

  test('a service without a price shows none', async ({ page, request }) => {
    const services = await apiData<(Service & { price_from_gnf: number | null })[]>(request, '/api/services', 'fr');
    const unpriced = services.find((service) => service.price_from_gnf === null)!;
    await visit(page, `/services/${unpriced.slug}`);
    await expect(page.locator('main section').first()).not.toContainText('GNF');
  });
});
