import { expect, type Page, test } from '@playwright/test';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, tableRows } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, the seeded
// services, the public pages and what only services have (highlights, a slug taken by another service).

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
  test('the seeded services: their states, a search, the featured filter and the sort by name', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/services');
    await expect(rowLinkedTo(page, 'Développement web')).toBeVisible();
    await expect(rowLinkedTo(page, 'Transfert d’argent')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Actif : Développement web' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'À la une : Transfert d’argent' })).not.toBeChecked();

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('mobile');
    await expect(page).toHaveURL(/search=mobile/);
    await expect(rowLinkedTo(page, 'Applications mobiles')).toBeVisible();
    await expect(rowLinkedTo(page, 'Développement web')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    const tabs = page.getByRole('navigation', { name: 'États' });
    await tabs.getByRole('link', { name: /^À la une \d+$/ }).click();
    await expect(page).toHaveURL(/featured=true/);
    await expect(rowLinkedTo(page, 'Développement web')).toBeVisible();
    await expect(rowLinkedTo(page, 'Études à l’étranger')).toHaveCount(0);

    await tabs.getByRole('link', { name: /^Tous \d+$/ }).click();
    await expect(page).not.toHaveURL(/featured=/);
    await page.getByLabel('Trier par').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    // By French name: 'Applications mobiles' (or a test's 'Audit...') comes before 'Développement web'.
    const firstName = tableRows(page).first().getByRole('link').first();
    await expect(firstName).toHaveText(/^A/);
    await page.reload();
    await expect(firstName).toHaveText(/^A/);
    expect(errors).toEqual([]);
  });

  test('switching a service off hides it from the public site at once', async ({ page }) => {
    const name = uniqueName('Service bascule');
    const service = await createService(page, name);
    await signIn(page);
    await page.goto(`/admin/services?search=${encodeURIComponent(name)}`);
    expect((await page.request.get(`/services/${service.slug}`)).status()).toBe(200);

    await page.getByRole('switch', { name: `Actif : ${name}` }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `« ${name} » mis à jour` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: `Actif : ${name}` })).not.toBeChecked();
    expect((await page.request.get(`/services/${service.slug}`)).status()).toBe(404);

    await page.getByRole('switch', { name: `À la une : ${name}` }).click();
    await expect(page.getByRole('switch', { name: `À la une : ${name}` })).toBeChecked();
    const stored = await adminApi<{ active: boolean; featured: boolean }>(
      page.request,
      'GET',
      `/admin/services/${service.id}`,
    );
    expect(stored).toMatchObject({ active: false, featured: true });
  });
});

test.describe('admin service form', () => {
  test('creates a service with a highlight; the public site shows it at once, in both languages', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Audit de sécurité');
    await signIn(page);
    await page.goto('/admin/services/new');
    const nameGroup = page.getByRole('group', { name: 'Nom' });
    await nameGroup.getByLabel('Français').fill(name);
    await nameGroup.getByLabel('Anglais').fill(`${name} (EN)`);
    await page.getByRole('group', { name: 'Description courte' }).getByLabel('Français').fill('Un audit complet.');
    await page
      .getByRole('group', { name: 'Description', exact: true })
      .getByLabel('Français')
      .fill('Nous vérifions tout.');
    await page.getByLabel('Icône').selectOption('Shield');
    await page.getByRole('button', { name: 'Ajouter un point fort' }).click();
    await page.getByRole('group', { name: 'Point fort 1' }).getByLabel('Français').fill('Rapport détaillé');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${name} » créé`).first()).toBeVisible();
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

    await page.getByLabel('Slug (adresse)').fill('hosting');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'L’opération a échoué' }).first(),
    ).toBeVisible();

    await page.getByLabel('Slug (adresse)').fill(service.slug);
    await nameGroup.getByLabel('Français').fill(`${name} v2`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${name} v2 » enregistré`).first()).toBeVisible();
    await visit(page, `/services/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  });
});
