import { expect, type Page, test } from '@playwright/test';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

interface CreatedService {
  id: number;
  slug: string;
}

async function createService(page: Page, name: string): Promise<CreatedService> {
  return adminApi<CreatedService>(page.request, 'POST', '/admin/services', {
    name: { fr: name },
    short_description: { fr: `Résumé de ${name}` },
    description: { fr: `Description de ${name}` },
  });
}

test.describe('admin services list', () => {
  test('shows the services with their counts, states and actions', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page).toHaveTitle('Services · Administration Weltaare');
    await expect(rowLinkedTo(page, 'Développement web')).toBeVisible();
    await expect(rowLinkedTo(page, 'Transfert d’argent')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Actif : Développement web' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'À la une : Transfert d’argent' })).not.toBeChecked();
    const stats = page.locator('dl').first();
    await expect(stats).toContainText('Actifs');
    await expect(page.getByRole('link', { name: 'Nouveau service' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('search, filters and sort change the rows and stay in the URL', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('mobile');
    await expect(page).toHaveURL(/search=mobile/);
    await expect(rowLinkedTo(page, 'Applications mobiles')).toBeVisible();
    await expect(rowLinkedTo(page, 'Développement web')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByLabel('Mise en avant').selectOption('false');
    await expect(page).toHaveURL(/featured=false/);
    await expect(rowLinkedTo(page, 'Études à l’étranger')).toBeVisible();
    await expect(rowLinkedTo(page, 'Développement web')).toHaveCount(0);

    await page.getByLabel('Mise en avant').selectOption('');
    await page.getByLabel('Trier par').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    // By French name: 'Applications mobiles' (or a test's 'Audit...') comes before 'Développement web'.
    await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(/^A/);

    await page.reload();
    await expect(page.getByLabel('Trier par')).toHaveValue('name');
    await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(/^A/);
  });

  test('switching a service off hides it from the public site at once', async ({ page }) => {
    const name = uniqueName('Service bascule');
    const service = await createService(page, name);
    await signIn(page);
    await page.goto(`/admin/services?search=${encodeURIComponent(name)}`);
    expect((await page.request.get(`/services/${service.slug}`)).status()).toBe(200);

    await page.getByRole('switch', { name: `Actif : ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée' }).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: `Actif : ${name}` })).not.toBeChecked();
    expect((await page.request.get(`/services/${service.slug}`)).status()).toBe(404);

    await page.getByRole('switch', { name: `À la une : ${name}` }).click();
    await expect(page.getByRole('switch', { name: `À la une : ${name}` })).toBeChecked();
    const stored = await adminApi<{ active: boolean; featured: boolean }>(
      page.request,
      'GET',
      `/admin/services/${service.id}`,
    );
    expect(stored).toMatchObject({ active: false, featured: true });
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const name = uniqueName('Service à supprimer');
    await createService(page, name);
    await signIn(page);
    await page.goto(`/admin/services?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${name} » ?` });
    await expect(dialog).toContainText('Cette action est définitive.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rowLinkedTo(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
    await expect(rowLinkedTo(page, name)).toHaveCount(0);
  });
});

test.describe('admin service form', () => {
  test('creates a service with an image; the public site shows it at once', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Audit de sécurité');
    await signIn(page);
    await page.goto('/admin/services');
    await page.getByRole('link', { name: 'Nouveau service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau service' })).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
    await expect(page.getByText('Le texte en français est obligatoire').first()).toBeVisible();

    const nameGroup = page.getByRole('group', { name: 'Nom' });
    await nameGroup.getByLabel('Français').fill(name);
    await expect(nameGroup.getByText('EN manquant')).toBeVisible();
    await nameGroup.getByLabel('Anglais').fill(`${name} (EN)`);
    await expect(nameGroup.getByText('EN manquant')).toHaveCount(0);
    await page.getByRole('group', { name: 'Description courte' }).getByLabel('Français').fill('Un audit complet.');
    await page
      .getByRole('group', { name: 'Description', exact: true })
      .getByLabel('Français')
      .fill('Nous vérifions tout.');
    await page.getByLabel('Icône').selectOption('Shield');

    await page.getByLabel('Choisir une image').setInputFiles(await pngFile('audit.png'));
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await expect(page.getByText('Image envoyée').first()).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un point fort' }).click();
    await page.getByRole('group', { name: 'Point fort 1' }).getByLabel('Français').fill('Rapport détaillé');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément créé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/services\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le service' })).toBeVisible();
    await expect(page.getByLabel('Slug (adresse)')).toHaveValue(/^audit-de-securite-/);
    const slug = await page.getByLabel('Slug (adresse)').inputValue();

    await visit(page, `/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Rapport détaillé')).toBeVisible();
    await visit(page, `/en/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} (EN)` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('edits a service and refuses a slug already taken', async ({ page }) => {
    const name = uniqueName('Service modifié');
    const service = await createService(page, name);
    await signIn(page);
    await page.goto(`/admin/services/edit/${service.id}`);
    const nameGroup = page.getByRole('group', { name: 'Nom' });
    await expect(nameGroup.getByLabel('Français')).toHaveValue(name);
    await expectNoAxeViolations(page);

    await page.getByLabel('Slug (adresse)').fill('hosting');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: "L'opération a échoué" }).first(),
    ).toBeVisible();

    await page.getByLabel('Slug (adresse)').fill(service.slug);
    await nameGroup.getByLabel('Français').fill(`${name} v2`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
    await visit(page, `/services/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  });

  test('warns before leaving unsaved changes', async ({ page }) => {
    const name = uniqueName('Service brouillon');
    const service = await createService(page, name);
    await signIn(page);
    await page.goto(`/admin/services/edit/${service.id}`);
    await page.getByRole('group', { name: 'Nom' }).getByLabel('Français').fill(`${name} changé`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toContainText('Si vous quittez cette page, vos modifications seront perdues.');
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/services/edit/${service.id}$`));
    await expect(page.getByRole('group', { name: 'Nom' }).getByLabel('Français')).toHaveValue(`${name} changé`);

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    const stored = await adminApi<{ name: { fr: string } }>(page.request, 'GET', `/admin/services/${service.id}`);
    expect(stored.name.fr).toBe(name);
  });

  test('an unknown service shows a clear message', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services/edit/999999');
    await expect(page.getByText("Cet élément n'existe pas ou a été supprimé.")).toBeVisible();
  });

  test('the form speaks English on request', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services/new?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Name' }).getByLabel('French')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
