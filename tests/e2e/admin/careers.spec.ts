import { expect, type Page, test } from '@playwright/test';
import { apiWithToken, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, the seeded
// posts, contracts and deadlines, and the public Careers page.

const publicJobTitle = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title });

test('the seeded posts: open or not, their contract and deadline, in both languages', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  await page.goto('/admin/careers');
  await expect(page.getByRole('switch', { name: 'Ouverte : Développeur·se full stack JavaScript' })).toBeChecked();
  const internship = rowLinkedTo(page, 'Stage en design graphique');
  await expect(internship).toContainText('Jusqu’à pourvoi');
  // Open until filled: its form shows no deadline.
  await page.getByRole('link', { name: 'Modifier Stage en design graphique' }).click();
  await expect(page.getByLabel('Date limite de candidature')).toHaveValue('');

  await page.goto('/admin/careers?lang=en');
  await expect(internship).toContainText('Until filled');
  await expect(internship).toContainText('Internship');
  await page.getByRole('link', { name: 'New job post' }).click();
  await expect(page.getByLabel('Type of contract')).toContainText('Fixed-term contract');
  expect(errors).toEqual([]);
});

test('a post created open is on /careers at once, in both languages; closing it hides it', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const title = uniqueName('Chef·fe de projet web');
  const token = await signIn(page);
  let jobId: number | null = null;
  try {
    await page.goto('/admin/careers/new');
    const titleGroup = page.getByRole('group', { name: 'Intitulé du poste' });
    await titleGroup.getByLabel('Français').fill(title);
    await titleGroup.getByLabel('Anglais').fill(`${title} (EN)`);
    await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill('Piloter nos projets clients.');
    // Bold from the toolbar, the editor keeping the focus.
    await page.getByRole('textbox', { name: /Description du poste · Français/ }).click();
    await page.getByRole('toolbar', { name: 'Mise en forme' }).first().getByRole('button', { name: 'Gras' }).click();
    await expect(page.getByRole('textbox', { name: /Description du poste · Français/ })).toBeFocused();
    await page.keyboard.type('Profil recherché');
    const locationGroup = page.getByRole('group', { name: 'Lieu' });
    await locationGroup.getByLabel('Français').fill('Dubreka, Guinée');
    await locationGroup.getByLabel('Anglais').fill('Dubreka, Guinea');
    await page.getByLabel('Type de contrat').selectOption('internship');
    await page.getByLabel('Date limite de candidature').fill('2030-06-30');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${title} » créé`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/careers\/edit\/\d+$/);
    jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);

    // An anonymous visitor in a context of their own (their language choice stays theirs).
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visit(visitor, '/careers');
    await expect(publicJobTitle(visitor, title)).toBeVisible();
    const card = visitor.getByRole('article', { name: title });
    await expect(card).toContainText('Stage');
    await expect(card).toContainText('Dubreka, Guinée');
    await card.locator('summary').click();
    await expect(card.locator('strong', { hasText: 'Profil recherché' })).toBeVisible();
    await visit(visitor, '/en/careers');
    await expect(publicJobTitle(visitor, `${title} (EN)`)).toBeVisible();

    await page.goto(`/admin/careers?search=${encodeURIComponent(title)}`);
    const toggle = page.getByRole('switch', { name: `Ouverte : ${title}` });
    await expect(toggle).toBeChecked();
    await expect(rowLinkedTo(page, title)).toContainText('30/06/2030');
    await toggle.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `« ${title} » mis à jour` })
        .first(),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await visit(visitor, '/careers');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(publicJobTitle(visitor, title)).toHaveCount(0);
    await visitorContext.close();
    expect(errors).toEqual([]);
  } finally {
    if (jobId) await apiWithToken(page.request, token, 'DELETE', `/admin/careers/${jobId}`);
  }
});
