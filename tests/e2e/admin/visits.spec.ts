import { randomUUID } from 'node:crypto';
import { LANGUAGE_COOKIE } from '#contract/languages.ts';
import type { Analytics } from '#contract/schemas/analytics.ts';
import { adminApi, signIn } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { waitForHydration } from '../support/hydration.ts';
import { countedVisitor, VISITOR_PHONE } from '../support/visitor.ts';
import { atBothSizes } from '../support/sizes.ts';
import { expect, test } from '../support/own-site.ts';
import { localizedPath } from '#contract/page-urls.ts';

// The visits are the whole site's: these tests run on a site of their worker's own, and read the
// figures before and after the visits they make (an earlier test of the worker may have made some).

/** A visitor's phone, as a person's browser names itself (a test robot's own name is left out of the counts). */

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    dashboard: 'Tableau de bord',
    panel: 'Visites des 30 derniers jours',
    total: (total: number) => `Pages vues\u00a0: ${total}`,
    referrers: 'Sites d’où viennent les visiteurs',
    notFound: 'Adresses introuvables (404)',
    views: (count: number) => `${count} vue(s)`,
    searchBox: 'Mots recherchés',
    searches: 'Recherches faites sur le site',
    searched: (words: string, count: number) =>
      new RegExp(`^${words}\\s*${count} recherche\\(s\\), aucun résultat aujourd’hui$`),
  },
  en: {
    locale: 'en-US',
    dashboard: 'Dashboard',
    panel: 'Visits over the last 30 days',
    total: (total: number) => `Page views: ${total}`,
    referrers: 'Sites visitors came from',
    notFound: 'Addresses not found (404)',
    views: (count: number) => `${count} view(s)`,
    searchBox: 'Search for',
    searches: 'Searches made on the site',
    searched: (words: string, count: number) =>
      new RegExp(`^${words} \\(in English\\)\\s*${count} search\\(es\\), no result today$`),
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`${lang} browser`, () => {
    test.use({ locale: texts.locale });

    test(
      `${lang}: the dashboard counts each page a person opens once, and leaves robots and prefetches out`,
      atBothSizes('the visits’ lists sit side by side on a desktop, one under the other on a phone'),
      async ({ page, browser, ownSite }) => {
        const errors = collectConsoleErrors(page);
        const before = await adminApi<Analytics>(page.request, 'GET', '/admin/analytics?days=30');

        // The dashboard lists the ten most seen: earlier tests of this worker left referrers and 404s of
        // their own, so this test's are seen once more than the most seen, and come first.
        const fromReferrer = (before.referrers[0]?.views ?? 0) + 1;
        const toMissing = (before.not_found[0]?.views ?? 0) + 1;

        // A person on a phone opens pages from another site, then one of the site's own, then an address that is no page.
        const referrer = `partenaire-${randomUUID().slice(0, 8)}.example`;
        const missing = `/page-disparue-${randomUUID().slice(0, 8)}`;
        const { context: visitor, tab } = await countedVisitor(browser, texts.locale);
        // A person's first page stores their language once its script runs (spec section 4); the next
        // addresses are answered in it. Waited for: a page left before its script ran stores nothing.
        // The other site's links lead to the page in that language: a redirect on the way would drop
        // the referrer (an https page's, to this http test site).
        const languageStored = async () => (await visitor.cookies()).some((cookie) => cookie.name === LANGUAGE_COOKIE);
        await tab.goto(`${ownSite.baseUrl}/contact`);
        await expect.poll(languageStored).toBe(true);
        for (let visit = 0; visit < fromReferrer; visit += 1) {
          await tab.goto(`${ownSite.baseUrl}${localizedPath('/services', lang)}`, {
            referer: `https://${referrer}/annuaire`,
          });
        }
        for (let visit = 0; visit < toMissing; visit += 1) {
          expect((await tab.goto(`${ownSite.baseUrl}${missing}`))?.status()).toBe(404);
        }
        // An English browser is taken to the English address first: the view is the page it lands on.
        const landed = new URL(tab.url()).pathname;
        expect(landed).toMatch(new RegExp(`^(?:/en)?${missing}$`));
        await visitor.close();

        // Not people, or not views: a crawler, WhatsApp's link preview, a prefetch.
        for (const headers of <Record<string, string>[]>[
          { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
          { 'user-agent': 'WhatsApp/2.23.20.0 A' },
          { 'user-agent': VISITOR_PHONE, 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' },
        ]) {
          expect((await page.request.get('/services', { headers })).status()).toBe(200);
        }

        await signIn(page);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
        const panel = page.getByRole('region', { name: texts.panel });
        await expect(panel.getByText(texts.total(before.total + fromReferrer + 1), { exact: true })).toBeVisible();
        await expect(panel.getByRole('listitem').filter({ hasText: referrer })).toHaveText(
          new RegExp(`^${referrer.replaceAll('.', '\\.')}\\s*${texts.views(fromReferrer).replace(/[()]/g, '\\$&')}$`),
        );
        await expect(panel.getByRole('listitem').filter({ hasText: landed })).toContainText(texts.views(toMissing));
        await expect(panel.getByRole('heading', { level: 3, name: texts.referrers })).toBeVisible();
        await expect(panel.getByRole('heading', { level: 3, name: texts.notFound })).toBeVisible();
        await expectNoAxeViolations(page);

        const after = await adminApi<Analytics>(page.request, 'GET', '/admin/analytics?days=30');
        expect(after.total).toBe(before.total + fromReferrer + 1);
        expect(after.referrers).toContainEqual({ domain: referrer, views: fromReferrer });
        expect(after.not_found).toContainEqual({ path: landed, views: toMissing });
        expect(errors).toEqual([]);
      },
    );

    test(`${lang}: the dashboard lists the words a visitor sent to the search, not each letter typed`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const before = await adminApi<Analytics>(page.request, 'GET', '/admin/analytics?days=30');
      // Letters only (a run of digits would be taken for a phone number), found on no page.
      const words = Array.from({ length: 10 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');
      // The ten most made are listed: sent once more than the most made so far (an earlier test's), it comes first.
      const sent = (before.searches[0]?.searches ?? 0) + 1;

      const { context: visitor, tab } = await countedVisitor(browser, texts.locale);
      await tab.goto(`${ownSite.baseUrl}${localizedPath('/recherche', lang)}`);
      // Typed once the page's scripts run: the box then follows each letter.
      await waitForHydration(tab);
      for (let search = 0; search < sent; search += 1) {
        const box = tab.getByLabel(texts.searchBox);
        await box.fill('');
        // Typed as a person does: the results follow the letters, and only the words sent count.
        await box.pressSequentially(words, { delay: 20 });
        await box.press('Enter');
        await expect(tab).toHaveURL(new RegExp(`[?&]q=${words}$`));
      }
      await visitor.close();

      await signIn(page);
      await page.goto('/admin');
      const panel = page.getByRole('region', { name: texts.panel });
      await expect(panel.getByRole('heading', { level: 3, name: texts.searches })).toBeVisible();
      await expect(panel.getByRole('listitem').filter({ hasText: words })).toHaveText(texts.searched(words, sent));
      await expectNoAxeViolations(page);

      const after = await adminApi<Analytics>(page.request, 'GET', '/admin/analytics?days=30');
      expect(after.searches[0]).toEqual({ words, language: lang, searches: sent, found: false });
      expect(after.searches.filter((search) => words.startsWith(search.words) && search.words !== words)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
