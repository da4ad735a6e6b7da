import { type APIRequestContext, expect, test } from '@playwright/test';
import { seedClients } from '../../server/db/seed/content/clients.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { expectShowsPicture } from './support/pictures.ts';

type Lang = 'fr' | 'en';

interface Client {
  name: string;
  logo: string | null;
  website_url: string | null;
  sector: string;
}

interface Testimonial {
  content: string;
  client_name: string;
  client_photo: string | null;
}

/** DISPLAY_LIMITS.testimonialsDefaultMax of contract/constants.ts. */
const TESTIMONIALS_MAX = 6;

async function apiData<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${path}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const TEXTS = {
  fr: {
    h1: 'Ils nous font confiance',
    logos: 'Nos clients',
    newTab: '(nouvel onglet)',
    testimonials: 'Ce que disent nos clients',
    cta: 'Démarrer un projet',
    title: 'Nos clients et leurs témoignages | Weltaare',
  },
  en: {
    h1: 'They trust us',
    logos: 'Our clients',
    newTab: '(new tab)',
    testimonials: 'What our clients say',
    cta: 'Start a project',
    title: 'Our clients and their testimonials | Weltaare',
  },
} as const;

test.describe('clients page', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`shows the client logos and the approved testimonials in ${lang}`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const texts = TEXTS[lang];
      const [clients, approved] = await Promise.all([
        apiData<Client[]>(request, '/api/clients', lang),
        apiData<Testimonial[]>(request, '/api/testimonials/approved', lang),
      ]);
      await openPage(page, '/clients', lang);
      await waitForHydration(page);
      await expect(page).toHaveTitle(texts.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);

      const logos = page.getByRole('region', { name: texts.logos, exact: true });
      await expect(logos.getByRole('listitem')).toHaveCount(clients.length);
      for (const client of clients) {
        const card = logos.getByRole('listitem').filter({ has: page.getByAltText(client.name, { exact: true }) });
        await expect(card.getByText(client.sector)).toBeVisible();
        if (client.logo) {
          await expectShowsPicture(card.getByRole('img', { name: client.name, exact: true }), client.logo);
        }
        if (client.website_url) {
          const link = card.getByRole('link', { name: `${client.name} ${texts.newTab}` });
          await expect(link).toHaveAttribute('href', client.website_url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        } else {
          await expect(card.getByRole('link')).toHaveCount(0);
        }
      }
      for (const client of seedClients.filter((seed) => !seed.active)) {
        await expect(page.getByAltText(client.name)).toHaveCount(0);
      }

      const shown = approved.slice(0, TESTIMONIALS_MAX);
      expect(shown.length).toBeGreaterThan(0);
      const testimonials = page.getByRole('region', { name: texts.testimonials, exact: true });
      await expect(testimonials.getByRole('figure')).toHaveCount(shown.length);
      for (const testimonial of shown) {
        const card = testimonials.getByRole('figure').filter({ hasText: testimonial.client_name });
        await expect(card.getByText(testimonial.content)).toBeVisible();
        const avatar = card.getByTestId('initial-avatar');
        if (testimonial.client_photo) {
          await expect(avatar).toHaveCount(0);
        } else {
          await expect(avatar).toHaveText(testimonial.client_name.trim().charAt(0).toUpperCase());
        }
      }
      expect(shown.some((testimonial) => !testimonial.client_photo)).toBe(true);

      await expect(page.getByRole('link', { name: texts.cta })).toHaveAttribute(
        'href',
        localizedPath('/contact', lang),
      );
      expect(errors).toEqual([]);
    });
  }

  test('is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/clients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.h1);
    await expect(
      page.getByRole('region', { name: TEXTS.fr.testimonials, exact: true }).getByRole('figure').first(),
    ).toBeVisible();
    await context.close();
  });
});
