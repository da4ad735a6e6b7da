import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

interface CreatedJob {
  id: number;
  slug: string;
  status: 'open' | 'closed';
  closes_on: string | null;
}

// The machine is shared with other suites: give the screens time under load.
test.describe.configure({ timeout: 60_000 });

/** A closed post unless told otherwise: the public Careers page, which other suites check, stays as seeded. */
function createJob(request: APIRequestContext, token: string, title: string, status: 'open' | 'closed' = 'closed') {
  return apiWithToken<CreatedJob>(request, token, 'POST', '/admin/careers', {
    title: { fr: title },
    summary: { fr: `Résumé de ${title}` },
    body: { fr: `<p>Missions de ${title}</p>` },
    location: 'Conakry, Guinée',
    employment_type: 'full-time',
    status,
  });
}

const publicJobTitle = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title });

test.describe('admin careers list', () => {
  test('shows the job posts; search, status and sort change the rows', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const prefix = uniqueName('Poste test');
    const token = await signIn(page);
    const jobs = [
      await createJob(page.request, token, `${prefix} B comptable`),
      await createJob(page.request, token, `${prefix} A analyste`),
    ];
    try {
      await page.goto('/admin/careers');
      await expect(page.getByRole('heading', { level: 1, name: 'Carrières' })).toBeVisible();
      await expect(page).toHaveTitle('Carrières · Administration Weltaare');
      await expect(page.getByRole('link', { name: 'Nouvelle offre' })).toBeVisible();
      await expect(page.locator('dl').first()).toContainText('Ouvertes');
      await expect(page.getByRole('columnheader', { name: 'Ouverte' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Ouverte : Développeur·se full stack JavaScript' })).toBeChecked();
      await expect(rowLinkedTo(page, 'Stage en design graphique')).toContainText('Jusqu’à pourvoi');
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByText('2 résultat(s)')).toBeVisible();
      await expect(rowLinkedTo(page, 'Stage en design graphique')).toHaveCount(0);
      // Newest first by default.
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} A analyste`);
      await page.getByLabel('Trier par').selectOption('title');
      await expect(page).toHaveURL(/sort=title/);
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} A analyste`);
      await page.getByLabel('Trier par').selectOption('-updated_at');
      await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} A analyste`);

      await page.getByLabel('Statut').selectOption('open');
      await expect(page).toHaveURL(/status=open/);
      await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
      await page.getByLabel('Statut').selectOption('closed');
      await expect(page.getByText('2 résultat(s)')).toBeVisible();
      await expect(page.getByRole('switch', { name: `Ouverte : ${prefix} B comptable` })).not.toBeChecked();
      expect(errors).toEqual([]);
    } finally {
      for (const job of jobs) await apiWithToken(page.request, token, 'DELETE', `/admin/careers/${job.id}`);
    }
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const title = uniqueName('Offre à supprimer');
    const token = await signIn(page);
    await createJob(page.request, token, title);
    await page.goto(`/admin/careers?search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${title} » ?` });
    await expect(dialog).toContainText('Cette action est définitive.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rowLinkedTo(page, title)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(rowLinkedTo(page, title)).toHaveCount(0);
  });
});

test.describe('admin career form', () => {
  test('creates an open job post shown on /careers at once; closing it hides it', async ({ page, browser }) => {
    const errors = collectConsoleErrors(page);
    const title = uniqueName('Chef·fe de projet web');
    const token = await signIn(page);
    let jobId: number | null = null;
    try {
      await page.goto('/admin/careers');
      await page.getByRole('link', { name: 'Nouvelle offre' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle offre' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Offre ouverte (visible sur le site)' })).toBeChecked();

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Intitulé du poste' })).toContainText(
        'Le texte en français est obligatoire',
      );

      const titleGroup = page.getByRole('group', { name: 'Intitulé du poste' });
      await titleGroup.getByLabel('Français').fill(title);
      await expect(titleGroup.getByText('EN manquant')).toBeVisible();
      await titleGroup.getByLabel('Anglais').fill(`${title} (EN)`);
      await expect(titleGroup.getByText('EN manquant')).toHaveCount(0);
      await page.getByRole('group', { name: 'Résumé' }).getByLabel('Français').fill('Piloter nos projets clients.');
      await page.getByRole('textbox', { name: /Description du poste · Français/ }).click();
      await page.getByRole('toolbar', { name: 'Mise en forme' }).first().getByRole('button', { name: 'Gras' }).click();
      await expect(page.getByRole('textbox', { name: /Description du poste · Français/ })).toBeFocused();
      await page.keyboard.type('Profil recherché');
      const locationGroup = page.getByRole('group', { name: 'Lieu' });
      await locationGroup.getByLabel('Français').fill('Dubreka, Guinée');
      await locationGroup.getByLabel('Anglais').fill('Dubreka, Guinea');
      await page.getByLabel('Type de contrat').selectOption('internship');
      await page.getByLabel('Date limite de candidature').fill('2030-06-30');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Élément créé').first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/careers\/edit\/\d+$/);
      jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’offre' })).toBeVisible();
      await expect(page.getByLabel('Date limite de candidature')).toHaveValue('2030-06-30');
      await expect(page.getByLabel('Type de contrat')).toHaveValue('internship');

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
      const toggle = page.getByRole('switch', { name: `Ouverte : ${title}` });
      await expect(toggle).toBeChecked();
      await expect(rowLinkedTo(page, title)).toContainText('30/06/2030');
      await toggle.click();
      await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée' }).first()).toBeVisible();
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

  test('edits a post, warns before leaving unsaved changes and deletes from the form', async ({ page }) => {
    const title = uniqueName('Offre modifiée');
    const token = await signIn(page);
    const job = await createJob(page.request, token, title);
    await page.goto(`/admin/careers/edit/${job.id}`);
    const titleField = page.getByRole('group', { name: 'Intitulé du poste' }).getByLabel('Français');
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('switch', { name: 'Offre ouverte (visible sur le site)' })).not.toBeChecked();
    await expect(page.getByLabel('Date limite de candidature')).toHaveValue('');

    await titleField.fill(`${title} v2`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toContainText('Si vous quittez cette page, vos modifications seront perdues.');
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(titleField).toHaveValue(`${title} v2`);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
    const stored = await apiWithToken<{ title: { fr: string } }>(
      page.request,
      token,
      'GET',
      `/admin/careers/${job.id}`,
    );
    expect(stored.title.fr).toBe(`${title} v2`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await expect(page).toHaveURL(/\/admin\/careers$/);

    await page.goto(`/admin/careers/edit/${job.id}`);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${title} v2 » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/careers$/);
  });
});

test.describe('admin careers in English and for editors', () => {
  test('the list and the form read in English', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/careers?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Open', exact: true })).toBeVisible();
    await expect(rowLinkedTo(page, 'Stage en design graphique')).toContainText('Until filled');
    await expect(rowLinkedTo(page, 'Stage en design graphique')).toContainText('Internship');
    await expect(page.getByText('Nouvelle offre')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New job post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New job post' })).toBeVisible();
    await expect(page.getByLabel('Type of contract')).toContainText('Fixed-term contract');
    await expect(page.getByRole('switch', { name: 'Open post (shown on the site)' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('group', { name: 'Job title' })).toContainText('The French text is required');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('an editor manages job posts', async ({ page }) => {
    const editor = await createStaff(page.request, 'editor');
    const token = await signIn(page, editor);
    const title = uniqueName('Offre éditrice');
    const job = await createJob(page.request, token, title);
    await page.goto(`/admin/careers?search=${encodeURIComponent(title)}`);
    await expect(rowLinkedTo(page, title)).toBeVisible();
    await page.getByRole('link', { name: `Modifier ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’offre' })).toBeVisible();
    await apiWithToken(page.request, token, 'DELETE', `/admin/careers/${job.id}`);
  });
});
