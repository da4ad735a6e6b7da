import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

/*
 * Light mode (ADR 0015): asked by the browser (Save-Data: on) or by the footer's switch, pages leave
 * out decorative images, take the smallest variant of the others and load the map only on demand.
 */

const TEXTS = {
  fr: {
    blog: '/blog',
    clients: '/clients',
    contact: '/contact',
    lightMode: 'Mode léger',
    hint: 'Moins de données : sans images décoratives, carte à la demande.',
    showMap: 'Afficher la carte',
    mapHint: 'Mode léger : la carte se charge seulement si vous la demandez.',
    mapTitle: /^Carte de notre bureau/,
  },
  en: {
    blog: '/en/blog',
    clients: '/en/clients',
    contact: '/en/contact',
    lightMode: 'Light mode',
    hint: 'Less data: no decorative images, the map on demand.',
    showMap: 'Show the map',
    mapHint: 'Light mode: the map loads only when you ask for it.',
    mapTitle: /^Map of our office/,
  },
} as const;

/** The blog's cover pictures: decorative (empty alt), present only in full mode. */
const decorativeImages = (page: Page) => page.getByRole('main').locator('img[alt=""]');

const lightSwitch = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

for (const lang of ['fr', 'en'] as const) {
  const text = TEXTS[lang];

  test.describe(`light mode (${lang})`, () => {
    test('Save-Data: no decorative images, the smallest variants, the switch shown on', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      const response = await visit(page, text.blog);
      expect(response?.headers().vary).toContain('Save-Data');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(decorativeImages(page)).toHaveCount(0);
      await waitForHydration(page);
      await expect(lightSwitch(page, text.lightMode)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(text.hint)).toBeVisible();

      await visit(page, text.clients);
      // Once the page runs, its pictures that waited for the first paint are in place (ADR 0060).
      await waitForHydration(page);
      // A phone shows its own copy of the first logo; the wider screens' copy is hidden.
      const logos = page.getByRole('main').locator('img').filter({ visible: true });
      await expect(logos.first()).toBeVisible();
      for (const logo of await logos.all()) {
        await expect(logo).not.toHaveAttribute('alt', '');
        // Every file the browser may choose is the 160 px one (lazy ones below the fold have not loaded
        // yet); a picture meant for some screens only falls back to an empty pixel, which is no file.
        const candidates = await logo.evaluate((image: HTMLImageElement) =>
          [
            image.getAttribute('src'),
            ...[...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset),
          ].filter((candidate) => !candidate?.startsWith('data:')),
        );
        for (const candidate of candidates) expect(candidate).toMatch(/^\S+-160\.(avif|webp)$/);
      }
      const first = logos.first();
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-160\./);
      await expectNoAxeViolations(page);
    });

    test('Save-Data: the map of the contact page loads only when asked', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
      });
      await visit(page, text.contact);
      await waitForHydration(page);
      const show = page.getByRole('link', { name: text.showMap });
      await show.scrollIntoViewIfNeeded();
      await expect(page.getByText(text.mapHint)).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(mapRequests).toEqual([]);

      await show.click();
      await expect(page.getByTitle(text.mapTitle)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${text.contact}$`));
    });

    test("the footer's switch turns light mode on and off, and wins over Save-Data", async ({ page }) => {
      await visit(page, text.blog);
      await waitForHydration(page);
      const covers = await decorativeImages(page).count();
      expect(covers).toBeGreaterThan(0);
      await expect(lightSwitch(page, text.lightMode)).toHaveAttribute('aria-pressed', 'false');

      await lightSwitch(page, text.lightMode).click();
      await expect(page.locator('html')).toHaveAttribute('data-light-mode', 'on');
      await expect(decorativeImages(page)).toHaveCount(0);
      await waitForHydration(page);
      await expect(lightSwitch(page, text.lightMode)).toHaveAttribute('aria-pressed', 'true');

      // Turned off while the browser asks to save data: the visitor's choice wins.
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      await lightSwitch(page, text.lightMode).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-light-mode', 'on');
      await expect(decorativeImages(page)).toHaveCount(covers);
      await waitForHydration(page);
      await expect(lightSwitch(page, text.lightMode)).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
