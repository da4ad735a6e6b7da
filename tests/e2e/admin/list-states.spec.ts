import { expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, tableRows } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';
import { atBothSizes } from '../support/sizes.ts';

/*
 * The state tabs every content list opens on (WordPress's "All (12) | Pending (3)"), shown here on
 * the testimonials, which once opened on an empty pending queue, and on the blog's "Scheduled" tab;
 * and the lists as cards on a phone. The tabs of each kind are checked in content-kinds.spec.ts.
 */

type Item = Record<string, unknown> & { id: number };

const TEXTS = {
  fr: {
    tabs: 'États',
    all: 'Tous',
    pending: 'En attente',
    approved: 'Approuvés',
    rejected: 'Refusés',
    featured: 'À la une',
    pendingBadge: 'En attente',
    approvedBadge: 'Approuvé',
    scheduled: 'Programmés',
    scheduledBadge: 'Programmé',
    edit: 'Modifier',
    delete: 'Supprimer',
    featuredSwitch: 'À la une : {name}',
    select: 'Sélectionner « {name} »',
    selectAll: 'Tout sélectionner sur cette page',
  },
  en: {
    tabs: 'States',
    all: 'All',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    featured: 'Featured',
    pendingBadge: 'Pending',
    approvedBadge: 'Approved',
    scheduled: 'Scheduled',
    scheduledBadge: 'Scheduled',
    edit: 'Edit',
    delete: 'Delete',
    featuredSwitch: 'Featured: {name}',
    select: 'Select “{name}”',
    selectAll: 'Select all on this page',
  },
} as const;

/** The tab link named "{label} {count}". */
const tab = (page: Page, language: Language, label: string) =>
  page
    .getByRole('navigation', { name: TEXTS[language].tabs })
    .getByRole('link', { name: new RegExp(`^${label} \\d+$`) });

const countOf = async (page: Page, language: Language, label: string) =>
  Number((await tab(page, language, label).textContent())?.match(/(\d+)\s*$/)?.[1]);

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];

  test(`${language}: the testimonials open on All, each state a tab with its count, kept in the address`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const prefix = uniqueName('Onglets');
    const [pending, approved] = [`${prefix} Attente`, `${prefix} Approuvé`];
    const made: Item[] = [];
    try {
      for (const name of [pending, approved])
        made.push(
          await adminApi<Item>(page.request, 'POST', '/admin/testimonials', {
            client_name: name,
            content: { fr: `Merci à toute l’équipe. (${name})` },
          }),
        );
      await adminApi(page.request, 'PATCH', `/admin/testimonials/${made[1]!.id}/approve`);
      await signIn(page);
      await page.goto(adminUrl('/admin/testimonials', language));

      // All is open: pending and approved testimonials together, the pending count in its tab.
      const tabs = page.getByRole('navigation', { name: text.tabs }).getByRole('link');
      await expect(tabs).toHaveText(
        [text.all, text.pending, text.approved, text.rejected, text.featured].map(
          (label) => new RegExp(`^${label} \\d+$`),
        ),
      );
      await expect(tab(page, language, text.all)).toHaveAttribute('aria-current', 'page');
      expect(await countOf(page, language, text.pending)).toBeGreaterThanOrEqual(1);
      await page.getByRole('searchbox').fill(prefix);
      await expect(tableRows(page)).toHaveCount(2);
      await expect(rowLinkedTo(page, pending).getByText(text.pendingBadge, { exact: true })).toBeVisible();
      await expect(rowLinkedTo(page, approved).getByText(text.approvedBadge, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // Under the search, the tabs count what they would show.
      await expect(tab(page, language, text.all)).toHaveText(new RegExp(`^${text.all} 2$`));
      await expect(tab(page, language, text.pending)).toHaveText(new RegExp(`^${text.pending} 1$`));
      await tab(page, language, text.pending).click();
      await expect(page).toHaveURL(/status=pending/);
      await expect(page).toHaveURL(/search=/);
      await expect(tab(page, language, text.pending)).toHaveAttribute('aria-current', 'page');
      await expect(tab(page, language, text.all)).not.toHaveAttribute('aria-current');
      await expect(tableRows(page)).toHaveCount(1);
      await expect(rowLinkedTo(page, pending)).toBeVisible();

      await page.reload();
      await expect(tab(page, language, text.pending)).toHaveAttribute('aria-current', 'page');
      await expect(rowLinkedTo(page, pending)).toBeVisible();
      await expect(rowLinkedTo(page, approved)).toHaveCount(0);

      await tab(page, language, text.approved).click();
      await expect(page).toHaveURL(/status=approved/);
      await expect(page).not.toHaveURL(/status=pending/);
      await expect(rowLinkedTo(page, approved)).toBeVisible();
      await expect(tableRows(page)).toHaveCount(1);

      await tab(page, language, text.all).click();
      await expect(page).not.toHaveURL(/status=/);
      await expect(tableRows(page)).toHaveCount(2);
      expect(errors).toEqual([]);
    } finally {
      for (const item of made) await adminApi(page.request, 'DELETE', `/admin/testimonials/${item.id}`);
    }
  });

  test(`${language}: a post set to appear later has its "Scheduled" tab`, async ({ page }) => {
    const title = uniqueName('Programme');
    const post = await adminApi<Item>(page.request, 'POST', '/admin/blog', {
      title: { fr: title, en: title },
      excerpt: { fr: 'Résumé.', en: 'Summary.' },
      body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
      author_name: 'Équipe',
      status: 'published',
      published_at: '2099-06-30T10:00:00.000Z',
    });
    try {
      await signIn(page);
      await page.goto(adminUrl('/admin/blog', language, { search: title }));
      const scheduled = tab(page, language, text.scheduled);
      await expect(scheduled).toHaveText(new RegExp(`^${text.scheduled} 1$`));
      await scheduled.click();
      await expect(page).toHaveURL(/scheduled=true/);
      await expect(scheduled).toHaveAttribute('aria-current', 'page');
      await expect(rowLinkedTo(page, title).getByText(text.scheduledBadge, { exact: true })).toBeVisible();

      // Unpublished, it waits for nobody: the tab stays while open, empty.
      await adminApi(page.request, 'PATCH', `/admin/blog/${post.id}/unpublish`);
      await page.reload();
      await expect(scheduled).toHaveText(new RegExp(`^${text.scheduled} 0$`));
      await expect(tableRows(page).filter({ has: page.getByRole('link') })).toHaveCount(0);
    } finally {
      await adminApi(page.request, 'DELETE', `/admin/blog/${post.id}`);
    }
  });
}

test(
  'a row shows all its actions without scrolling sideways: as a card on a phone, a table row on a desktop',
  atBothSizes('a row is a card on a phone and a table row on a desktop'),
  async ({ page }) => {
    const name = uniqueName('Carte');
    const made = await adminApi<Item>(page.request, 'POST', '/admin/testimonials', {
      client_name: name,
      client_company: 'Une entreprise au nom assez long pour tester le retour à la ligne',
      content: { fr: 'Merci.' },
    });
    try {
      await signIn(page);
      await page.goto(adminUrl('/admin/testimonials', 'fr', { search: name }));
      const row = rowLinkedTo(page, name);
      const text = TEXTS.fr;
      const reachable = [
        page.getByRole('checkbox', { name: text.selectAll }),
        row.getByRole('checkbox', { name: text.select.replace('{name}', name) }),
        row.getByRole('link', { name, exact: true }),
        row.getByRole('switch', { name: text.featuredSwitch.replace('{name}', name) }),
        row.getByRole('link', { name: `${text.edit} ${name}` }),
        row.getByRole('button', { name: `${text.delete} ${name}` }),
      ];
      const width = page.viewportSize()!.width;
      for (const control of reachable) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const region = page.getByRole('region', { name: 'Liste des témoignages' });
      expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      // A card shows its cells' names; a table row leaves them to the column headers.
      await expect(row.getByText('État', { exact: true })).toBeVisible({ visible: width < 768 });
      await expectNoAxeViolations(page);
    } finally {
      await adminApi(page.request, 'DELETE', `/admin/testimonials/${made.id}`);
    }
  },
);
