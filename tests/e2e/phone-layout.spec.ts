import { expect, type Locator, type Page, test } from '@playwright/test';
import { SERVICE_SLUGS } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';
import { waitForHydration } from './support/hydration.ts';

/*
 * Issue 14's layout rules, each project checking its own screen: at 375 px the home page stays short,
 * the contact form starts near the top and the language choice is in the menu; at 1280 px a grid of
 * cards never ends on a lonely card. Everywhere, no select or button cuts its text. Issue 35's: on
 * each service page what the visitor came for (the WhatsApp button, the price, the page's tool)
 * starts within the first screen and a half.
 */

/** The tool of the services that have one. */
const SERVICE_TOOLS: Record<string, string> = {
  'study-abroad': '#study-checklist',
  'money-transfer': '#transfer-calculator',
};
const topOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** The controls whose text does not fit: a button wider inside than out, a select's chosen option wider than its box. */
async function cutControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (!select.getClientRects().length) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(text).width > room) cut.push(`select: ${text}`);
    }
    for (const control of document.querySelectorAll('button, a[class*="rounded-lg"]')) {
      const box = control as HTMLElement;
      if (box.getClientRects().length && box.scrollWidth > box.clientWidth + 1)
        cut.push(`${box.tagName}: ${box.innerText}`);
    }
    return cut;
  });
}

for (const language of ['fr', 'en'] as Language[]) {
  test(
    `${language}: the home page and the contact page fit the screen`,
    atBothSizes('the limits hold on a phone; a desktop checks the same pages do not overflow'),
    async ({ page }) => {
      await openPage(page, '/', language);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (isPhone(page)) expect(height).toBeLessThanOrEqual(6500);
      // Nothing pushes the page sideways (a phone would zoom the whole page out).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
      expect(await cutControls(page)).toEqual([]);

      await openPage(page, '/contact', language);
      const form = page.locator('section:has(> #contact-form-title)');
      await expect(form.getByRole('textbox').first()).toBeVisible();
      const formTop = await form.evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
      if (isPhone(page)) expect(formTop).toBeLessThanOrEqual(700);
      expect(await cutControls(page)).toEqual([]);
    },
  );

  test(
    `${language}: card grids end on a full row, and on a phone they scroll sideways`,
    atBothSizes('card grids scroll sideways on a phone and wrap into full rows on a desktop'),
    async ({ page }) => {
      for (const path of ['/', '/services']) {
        await openPage(page, path, language);
        // Rows of the grids, by the top of their cards: the last row is as full as the first.
        const rows = await page.locator('main ul:has(> li > :is(article, figure))').evaluateAll((lists) =>
          lists.map((list) => {
            const tops = [...list.children].map((item) =>
              Math.round(item.getBoundingClientRect().top + window.scrollY),
            );
            const perRow = new Map<number, number>();
            for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
            return [...perRow.values()];
          }),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const counts of rows) {
          if (isPhone(page)) expect(counts).toHaveLength(1);
          else expect(counts.at(-1)).toBe(counts[0]);
        }
      }
    },
  );

  test(
    `${language}: the phone menu offers the other language of the page`,
    atBothSizes('the phone menu holds the language choice, the desktop header shows it'),
    async ({ page }) => {
      await openPage(page, '/services', language);
      const other = language === 'fr' ? 'en' : 'fr';
      const languages = isPhone(page)
        ? page.getByRole('dialog').getByRole('group', { name: language === 'fr' ? 'Langue' : 'Language' })
        : page.getByRole('contentinfo').getByRole('group', { name: language === 'fr' ? 'Langue' : 'Language' });
      if (isPhone(page)) {
        // The menu opens from the header's island: a tap before it has run does nothing.
        await waitForHydration(page);
        await page.getByRole('button', { name: language === 'fr' ? 'Ouvrir le menu' : 'Open the menu' }).click();
        await expect(page.locator('[data-state]:has(> #mobile-menu)')).toHaveAttribute('data-state', 'open');
        await expectNoAxeViolations(page);
      }
      const link = languages.getByRole('link', { name: new RegExp(`^${other}`, 'i') });
      await expect(link).toHaveAttribute('href', other === 'en' ? '/en/services' : '/services');
      await link.click();
      await expect(page).toHaveURL(other === 'en' ? /\/en\/services$/ : /\/services$/);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    },
  );

  test(
    `${language}: on each service page the WhatsApp button, the price and the tool come first`,
    atBothSizes('a phone stacks the hero; a desktop checks the same order holds on a wide screen'),
    async ({ page }) => {
      const screen = page.viewportSize()!.height;
      for (const slug of SERVICE_SLUGS) {
        await openPage(page, `/services/${slug}`, language);
        const hero = page.locator('main section').first();
        const whatsApp = hero.getByRole('link', {
          name: language === 'fr' ? 'Discuter sur WhatsApp' : 'Chat on WhatsApp',
        });
        const whatsAppBottom = await whatsApp.evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
        expect(whatsAppBottom, `${slug}: the WhatsApp button`).toBeLessThanOrEqual(screen);
        const price = hero.getByText(language === 'fr' ? /^à partir de / : /^from /);
        if ((await price.count()) > 0) expect(await topOf(price), `${slug}: the price`).toBeLessThanOrEqual(screen);
        const tool = SERVICE_TOOLS[slug];
        if (tool) {
          const top = await topOf(page.locator(tool));
          expect(top, `${slug}: its tool`).toBeLessThanOrEqual(screen * 1.5);
          // Nothing decorative before it: the service's picture comes after the tool.
          const picture = page
            .locator('main img, [data-testid="service-visual-fallback"]')
            .filter({ visible: true })
            .first();
          if ((await picture.count()) > 0) expect(await topOf(picture)).toBeGreaterThan(top);
        }
      }
    },
  );
}
