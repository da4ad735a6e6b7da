import { expect, type Page, test } from '@playwright/test';
import { adminApi, englishGuard, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, tableRows, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';

/*
 * Bulk actions of the content lists, drawn from each kind's transitions: the moderation of
 * testimonials in French, the publication of posts in English, and delete. Each asks first, counting
 * and naming the items; putting French-only items online asks about their English too.
 */

type Item = Record<string, unknown> & { id: number };

/** The bulk action chosen and applied: the confirmation that opens. */
async function applyBulk(page: Page, label: string, action: string, apply: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: action });
  await page.getByRole('button', { name: apply, exact: true }).click();
}

test('fr: approve then delete several testimonials at once, each time after a confirmation', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const prefix = uniqueName('Groupé');
  const names = ['A', 'B', 'C'].map((letter) => `${prefix} ${letter}`);
  const made: Item[] = [];
  try {
    for (const name of names)
      made.push(
        await adminApi<Item>(page.request, 'POST', '/admin/testimonials', {
          client_name: name,
          content: { fr: `Un travail soigné, merci. (${name})` },
        }),
      );
    await signIn(page);
    // Asserted here rather than confirmed on its own.
    await page.removeLocatorHandler(englishGuard(page));
    await page.goto(adminUrl('/admin/testimonials', 'fr', { search: prefix }));
    await expect(tableRows(page)).toHaveCount(3);
    const apply = page.getByRole('button', { name: 'Appliquer', exact: true });
    await expect(page.getByText('0 élément sélectionné')).toBeVisible();
    await expect(apply).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
    for (const name of names)
      await expect(page.getByRole('checkbox', { name: `Sélectionner « ${name} »` })).toBeChecked();
    await expect(page.getByText('3 éléments sélectionnés')).toBeVisible();
    await expectNoAxeViolations(page);

    await applyBulk(page, 'Actions groupées', 'Approuver', 'Appliquer');
    const confirm = page.getByRole('alertdialog', { name: 'Approuver 3 éléments ?' });
    // Named in the list's order, the newest first.
    const newestFirst = [...names].reverse().map((name) => `« ${name} »`);
    await expect(confirm).toContainText(`Éléments sélectionnés : ${newestFirst.join(', ')}.`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    for (const item of made)
      expect((await adminApi<Item>(page.request, 'GET', `/admin/testimonials/${item.id}`)).status).toBe('pending');

    await apply.click();
    await confirm.getByRole('button', { name: 'Approuver' }).click();
    // Their English is missing: English visitors would read French, and the guard says so, naming them.
    const guard = englishGuard(page);
    await expect(guard).toContainText('Les visiteurs anglophones verront le texte français de 3 éléments');
    await expect(guard).toContainText(`« ${names[0]} »`);
    await guard.getByRole('button', { name: 'Mettre en ligne quand même' }).click();
    await expect(toast(page, '3 éléments mis à jour')).toBeVisible();
    for (const name of names)
      await expect(rowLinkedTo(page, name).getByText('Approuvé', { exact: true })).toBeVisible();
    for (const item of made)
      expect((await adminApi<Item>(page.request, 'GET', `/admin/testimonials/${item.id}`)).status).toBe('approved');
    // The selection is spent.
    await expect(page.getByText('0 élément sélectionné')).toBeVisible();

    await page.getByRole('checkbox', { name: `Sélectionner « ${names[0]} »` }).check();
    await page.getByRole('checkbox', { name: `Sélectionner « ${names[2]} »` }).check();
    await expect(page.getByText('2 éléments sélectionnés')).toBeVisible();
    await applyBulk(page, 'Actions groupées', 'Supprimer', 'Appliquer');
    const remove = page.getByRole('alertdialog', { name: 'Supprimer 2 éléments ?' });
    await expect(remove).toContainText(`« ${names[2]} », « ${names[0]} ». Cette action est définitive.`);
    await remove.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, '2 éléments supprimés')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(rowLinkedTo(page, names[1]!)).toBeVisible();
    const left = await adminApi<Item[]>(
      page.request,
      'GET',
      `/admin/testimonials?search=${encodeURIComponent(prefix)}`,
    );
    expect(left.map((item) => item.id)).toEqual([made[1]!.id]);
    expect(errors).toEqual([]);
  } finally {
    const left = await adminApi<Item[]>(
      page.request,
      'GET',
      `/admin/testimonials?search=${encodeURIComponent(prefix)}`,
    );
    for (const item of left) await adminApi(page.request, 'DELETE', `/admin/testimonials/${item.id}`);
  }
});

test('en: publish and unpublish several posts at once; only French-only ones ask about English', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const prefix = uniqueName('Bulk post');
  const post = (title: string, english: boolean) => ({
    title: english ? { fr: title, en: title } : { fr: title },
    excerpt: english ? { fr: 'Résumé.', en: 'Summary.' } : { fr: 'Résumé.' },
    body: english ? { fr: '<p>Texte.</p>', en: '<p>Text.</p>' } : { fr: '<p>Texte.</p>' },
    author_name: 'Équipe',
  });
  const [frenchOnly, bilingual] = [`${prefix} French only`, `${prefix} Bilingual`];
  const made = [
    await adminApi<Item>(page.request, 'POST', '/admin/blog', post(frenchOnly, false)),
    await adminApi<Item>(page.request, 'POST', '/admin/blog', post(bilingual, true)),
  ];
  try {
    await signIn(page);
    await page.removeLocatorHandler(englishGuard(page));
    await page.goto(adminUrl('/admin/blog', 'en', { search: prefix }));
    await expect(tableRows(page)).toHaveCount(2);

    // The bilingual one alone goes online without a question.
    await page.getByRole('checkbox', { name: `Select “${bilingual}”` }).check();
    await expect(page.getByText('1 item selected')).toBeVisible();
    await applyBulk(page, 'Bulk actions', 'Publish', 'Apply');
    await page.getByRole('alertdialog', { name: 'Publish 1 item?' }).getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, '1 item updated')).toBeVisible();
    await expect(englishGuard(page)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: `Published: ${bilingual}` })).toBeChecked();

    // Both: only the French-only one is named by the guard; the published one is left as it was.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await applyBulk(page, 'Bulk actions', 'Publish', 'Apply');
    const confirm = page.getByRole('alertdialog', { name: 'Publish 2 items?' });
    await expect(confirm).toContainText(`Selected items: “`);
    await confirm.getByRole('button', { name: 'Publish' }).click();
    const guard = englishGuard(page);
    await expect(guard).toContainText(`English visitors will see the French text of 1 item: “${frenchOnly}”.`);
    await expectNoAxeViolations(page);
    await guard.getByRole('button', { name: 'Put online anyway' }).click();
    await expect(toast(page, '1 item updated')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Published: ${frenchOnly}` })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByText('2 items selected')).toBeVisible();
    await applyBulk(page, 'Bulk actions', 'Unpublish', 'Apply');
    await page
      .getByRole('alertdialog', { name: 'Unpublish 2 items?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(toast(page, '2 items updated')).toBeVisible();
    for (const item of made)
      expect((await adminApi<Item>(page.request, 'GET', `/admin/blog/${item.id}`)).status).toBe('draft');
    expect(errors).toEqual([]);
  } finally {
    for (const item of made) await adminApi(page.request, 'DELETE', `/admin/blog/${item.id}`);
  }
});
