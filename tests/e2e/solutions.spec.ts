import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { expectShowsPicture, shownPicture } from './support/pictures.ts';

type Lang = 'fr' | 'en';

interface Solution {
  slug: string;
  name: string;
  summary: string;
  body: string;
  features: string[];
  image: string | null;
}

async function solutions(request: APIRequestContext, lang: Lang): Promise<Solution[]> {
  const response = await request.get(`/api/solutions?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Solution[] }).data;
}

const TEXTS = {
  fr: {
    h1: 'Des solutions clés en main pour votre activité',
    nav: 'Accès rapide aux solutions',
    included: 'Ce qui est inclus',
    more: 'En savoir plus',
    quote: (name: string) => `Demander un devis pour ${name}`,
    bottom: 'Un besoin sur mesure ?',
    contact: 'Nous contacter',
    title: 'Nos solutions clés en main | Weltaare',
  },
  en: {
    h1: 'Turnkey solutions for your business',
    nav: 'Jump to a solution',
    included: 'What is included',
    more: 'Learn more',
    quote: (name: string) => `Request a quote for ${name}`,
    bottom: 'Need something tailored?',
    contact: 'Contact us',
    title: 'Our turnkey solutions | Weltaare',
  },
} as const;

/** The first paragraph of a body, as plain text. */
function firstParagraph(html: string): string {
  const match = /<p>(.*?)<\/p>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '');
}

test.describe('solutions page', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`shows every solution in ${lang} with its features, details and call to action`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const texts = TEXTS[lang];
      const list = await solutions(request, lang);
      await openPage(page, '/solutions', lang);
      await waitForHydration(page);
      await expect(page).toHaveTitle(texts.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);
      await expect(page.getByRole('navigation', { name: texts.nav }).getByRole('link')).toHaveCount(list.length);

      for (const solution of list) {
        const section = page.getByRole('region', { name: solution.name, exact: true });
        await expect(section).toHaveAttribute('id', solution.slug);
        await expect(section.getByRole('heading', { level: 2, name: solution.name })).toBeVisible();
        await expect(section.getByText(solution.summary)).toBeVisible();
        await expect(section.getByRole('heading', { level: 3, name: texts.included })).toBeVisible();
        for (const feature of solution.features) {
          await expect(section.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
        }
        if (solution.image) {
          await expectShowsPicture(shownPicture(section), solution.image);
        }
        const body = section.getByText(firstParagraph(solution.body));
        await expect(body).toBeHidden();
        await section.getByText(texts.more, { exact: true }).click();
        await expect(body).toBeVisible();
        await expect(section.getByRole('link', { name: texts.quote(solution.name) })).toHaveAttribute(
          'href',
          localizedPath('/contact', lang),
        );
      }

      const bottom = page.getByRole('region', { name: texts.bottom });
      await expect(bottom.getByRole('link', { name: texts.contact })).toHaveAttribute(
        'href',
        localizedPath('/contact', lang),
      );
      expect(errors).toEqual([]);
    });
  }

  test('a quick link scrolls to its solution', async ({ page, request }) => {
    const [first, ...rest] = await solutions(request, 'fr');
    const last = rest.at(-1) ?? first!;
    await visit(page, '/solutions');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: TEXTS.fr.nav }).getByRole('link', { name: last.name }).click();
    await expect(page).toHaveURL(new RegExp(`/solutions#${last.slug}$`));
    await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeInViewport();
  });

  test('a /solutions#slug link lands on that solution', async ({ page, request }) => {
    const list = await solutions(request, 'fr');
    const last = list.at(-1)!;
    await visit(page, `/solutions#${last.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeInViewport();
  });

  test('the details open without JavaScript', async ({ browser, request }) => {
    const [first] = await solutions(request, 'fr');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/solutions');
    const section = page.getByRole('region', { name: first!.name, exact: true });
    await section.getByText(TEXTS.fr.more, { exact: true }).click();
    await expect(section.getByText(firstParagraph(first!.body))).toBeVisible();
    await context.close();
  });

  test('passes axe-core in French and English, with the details open', async ({ page }) => {
    await visit(page, '/solutions');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await openPage(page, '/solutions', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .locator('details')
      .evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')));
    await expectNoAxeViolations(page);
  });
});
