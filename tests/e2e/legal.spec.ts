import { expect, test } from '@playwright/test';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

// What each legal page says, in each language, is read from the server's HTML
// (server/http/legal-pages.api.test.ts); here, what a visitor does with it.
const pages = [
  { path: '/privacy', sections: 11 },
  { path: '/terms', sections: 11 },
  { path: '/legal', sections: 10 },
] as const;

test.describe('legal pages', () => {
  for (const legal of pages) {
    test(`${legal.path}: the table of contents jumps to each section`, async ({ page }) => {
      await visit(page, legal.path);
      await waitForHydration(page);
      const toc = page.getByRole('navigation', { name: 'Sommaire' });
      const last = legal.sections;
      await toc
        .getByRole('link')
        .nth(last - 1)
        .click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}#article-${last}$`));
      await expect(page.locator(`#article-${last}`).getByRole('heading', { level: 2 })).toBeInViewport();
      await toc.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`#article-2$`));
      await expect(page.locator('#article-2').getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }

  test('the server HTML holds the whole document, readable without JavaScript', async ({ browser, request }) => {
    const html = await (await request.get('/terms', { headers: { 'accept-language': 'fr-FR' } })).text();
    expect(html).toContain('Article 11 – Droit applicable et litiges');
    expect(html).toContain('href="#article-11"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(11);
    await page
      .getByRole('navigation', { name: 'Sommaire' })
      .getByRole('link', { name: '8. Cookies et stockage local' })
      .click();
    await expect(page).toHaveURL(/#article-8$/);
    await context.close();
  });

  test('the legal notice links its "/privacy" mentions to the privacy policy', async ({ page }) => {
    await visit(page, '/legal');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: '8. Données personnelles' });
    const link = section.getByRole('link', { name: '/privacy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(section).toContainText('politique de confidentialité (/privacy).');
    await link.click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  });

  test('the English legal notice links to the English privacy policy', async ({ page }) => {
    await openPage(page, '/legal', 'en');
    await waitForHydration(page);
    await page.getByRole('region', { name: '9. Cookies' }).getByRole('link', { name: '/privacy' }).click();
    await expect(page).toHaveURL('/en/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('the footer links lead to the privacy policy, the legal notice, the terms and the accessibility statement', async ({
    page,
  }) => {
    for (const [name, path, title] of [
      ['Politique de confidentialité', '/privacy', 'Politique de confidentialité'],
      ['Mentions légales', '/legal', 'Mentions légales'],
      ['Conditions d’utilisation', '/terms', 'Conditions générales de vente'],
      ['Accessibilité', '/accessibility', 'Déclaration d’accessibilité'],
    ] as const) {
      await visit(page, '/help');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});
