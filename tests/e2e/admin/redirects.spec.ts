import { randomUUID } from 'node:crypto';
import type { Analytics } from '#contract/schemas/analytics.ts';
import { adminApi, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';
import { atBothSizes } from '../support/sizes.ts';
import { countedVisitor } from '../support/visitor.ts';

// The most requested missing addresses are the site's own: these tests run on a site of their worker's own.
const TEXTS = {
  fr: {
    locale: 'fr-FR',
    query: '',
    heading: 'Redirections',
    missing: 'Adresses introuvables les plus demandées (30 jours)',
    redirect: (path: string) => `Rediriger ${path}`,
    from: 'Ancienne adresse',
    to: 'Nouvelle adresse',
    type: 'Type',
    temporary: 'Temporaire (302)',
    save: 'Enregistrer la redirection',
    saved: 'Redirection enregistrée',
    deleted: 'Redirection supprimée',
    search: 'Rechercher une adresse',
    visits: (count: number) => `${count} visite(s)`,
    edit: (from: string) => `Modifier la redirection de ${from}`,
    live: 'Une page du site répond déjà à cette adresse\u00a0: la rediriger la cacherait',
    delete: (from: string) => `Supprimer ${from}`,
    confirm: 'Supprimer',
  },
  en: {
    locale: 'en-GB',
    query: '?lang=en',
    heading: 'Redirects',
    missing: 'Most requested addresses not found (30 days)',
    redirect: (path: string) => `Redirect ${path}`,
    from: 'Old address',
    to: 'New address',
    type: 'Type',
    temporary: 'Temporary (302)',
    save: 'Save the redirect',
    saved: 'Redirect saved',
    deleted: 'Redirect deleted',
    search: 'Search an address',
    visits: (count: number) => `${count} visit(s)`,
    edit: (from: string) => `Edit the redirect from ${from}`,
    live: 'A page of the site already answers at this address: redirecting it would hide it',
    delete: (from: string) => `Delete ${from}`,
    confirm: 'Delete',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(
    `${lang}: an address visitors miss becomes a redirect; they land on the page; staff see the visit, change and delete it`,
    atBothSizes('the redirects are a table on a desktop and a list of cards on a phone'),
    async ({ page, browser, ownSite }) => {
      const errors = collectConsoleErrors(page);
      const missing = `/ancienne-offre-${randomUUID().slice(0, 8)}`;
      const before = await adminApi<Analytics>(page.request, 'GET', '/admin/analytics?days=30');
      // Asked for more often than any other missing address of this site, it comes first in the list.
      const times = (before.not_found[0]?.views ?? 0) + 1;
      const { context, tab } = await countedVisitor(browser, 'fr-FR');
      for (let visit = 0; visit < times; visit += 1) {
        expect((await tab.goto(`${ownSite.baseUrl}${missing}`))?.status()).toBe(404);
      }

      await signIn(page);
      await page.goto(`/admin/redirects${texts.query}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      const missingList = page.getByRole('region', { name: texts.missing });
      await missingList.getByRole('button', { name: texts.redirect(missing) }).click();
      await expect(page.getByLabel(texts.from)).toHaveValue(missing);
      await page.getByLabel(texts.to).fill('/contact');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(toast(page, texts.saved)).toBeVisible();
      await page.getByLabel(texts.search).fill(missing);
      const row = page.getByRole('row').filter({ hasText: missing });
      await expect(row).toContainText('/contact');
      await expectNoAxeViolations(page);

      // The visitor's old link now leads to the contact page, and staff see the visit.
      await tab.goto(`${ownSite.baseUrl}${missing}`);
      await expect(tab).toHaveURL(/\/contact$/);
      await context.close();
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('row').filter({ hasText: missing })).toContainText(texts.visits(1), {
          timeout: 1000,
        });
      }).toPass();

      await row.getByRole('button', { name: texts.edit(missing) }).click();
      await page.getByLabel(texts.type).selectOption({ label: texts.temporary });
      await page.getByRole('button', { name: texts.save }).click();
      await expect(toast(page, texts.saved)).toBeVisible();
      await expect(row).toContainText(texts.temporary);

      // A live page cannot be redirected: it would be hidden.
      await page.getByLabel(texts.from).fill('/services');
      await page.getByLabel(texts.to).fill('/contact');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page.getByText(texts.live)).toBeVisible();

      await row.getByRole('button', { name: texts.delete(missing) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.confirm }).click();
      await expect(toast(page, texts.deleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      // The refused save's 422 is an answer the screen showed, not a fault.
      expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    },
  );
}
