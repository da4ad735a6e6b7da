import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, rowLinkedTo } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

/*
 * Testimonials are made through the admin API (no rate limit), each test with its own unique names;
 * seeded testimonials are only read, never changed. A featured one is unfeatured and deleted at once,
 * so the home page specs running in parallel see the seeded three again.
 */

interface Testimonial {
  id: number;
  client_name: string;
  status: 'pending' | 'approved' | 'rejected';
  featured: boolean;
  rating: number | null;
  client_photo: string | null;
  client_title: { fr: string; en?: string } | null;
  content: { fr: string; en?: string };
}

async function createTestimonials(
  request: APIRequestContext,
  names: string[],
  extra: Record<string, unknown> = {},
): Promise<Testimonial[]> {
  const token = await apiLogin(request);
  const created: Testimonial[] = [];
  for (const name of names) {
    const response = await request.post('/api/admin/testimonials', {
      data: { client_name: name, content: { fr: `Très bon travail de l'équipe, merci. (${name})` }, ...extra },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { data: Testimonial }).data);
  }
  return created;
}

async function deleteTestimonials(request: APIRequestContext, ids: number[]) {
  const token = await apiLogin(request);
  for (const id of ids)
    await request.delete(`/api/admin/testimonials/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

test.describe('testimonials moderation queue', () => {
  test('opens on the pending queue with counts, states and actions', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Awa Queue');
    const [created] = await createTestimonials(page.request, [name]);
    await signIn(page);
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Témoignages' })).toBeVisible();
    await expect(page).toHaveTitle('Témoignages · Administration Weltaare');
    await expect(page.getByLabel('État')).toHaveValue('pending');
    await expect(page.getByRole('option', { name: 'En attente (à modérer)' })).toHaveCount(1);
    const row = rowLinkedTo(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByText('En attente')).toBeVisible();
    await expect(row.getByText('EN manquant')).toBeVisible();
    await expect(row.getByRole('button', { name: `Approuver : ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Refuser : ${name}` })).toBeVisible();
    await expect(row.getByRole('switch', { name: `À la une : ${name}` })).not.toBeChecked();
    const stats = page.locator('dl').first();
    for (const label of ['En attente', 'Approuvés', 'Refusés', 'À la une']) await expect(stats).toContainText(label);
    // Only pending rows in the queue.
    await expect(page.locator('tbody').getByText('Approuvé', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Nouveau témoignage' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await deleteTestimonials(page.request, [created!.id]);
  });

  test('search, state filter and sort change the rows and stay in the URL', async ({ page }) => {
    const prefix = uniqueName('Filtre');
    const [approved, rejected] = await createTestimonials(page.request, [`${prefix} Bah`, `${prefix} Alpha`]);
    await adminApi(page.request, 'PATCH', `/admin/testimonials/${approved!.id}/approve`);
    await adminApi(page.request, 'PATCH', `/admin/testimonials/${rejected!.id}/reject`);
    await signIn(page);
    await page.goto('/admin/testimonials');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();

    await page.getByLabel('État').selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    await expect(rowLinkedTo(page, `${prefix} Bah`)).toBeVisible();
    await expect(rowLinkedTo(page, `${prefix} Alpha`)).toHaveCount(0);

    await page.getByLabel('État').selectOption('all');
    await expect(rowLinkedTo(page, `${prefix} Alpha`)).toBeVisible();
    await expect(rowLinkedTo(page, `${prefix} Alpha`).getByText('Refusé')).toBeVisible();
    await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} Alpha`);
    await page.getByLabel('Trier par').selectOption('client_name');
    await expect(page).toHaveURL(/sort=client_name/);
    await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} Alpha`);
    await page.getByLabel('Trier par').selectOption('created_at');
    await expect(page.locator('tbody tr td:first-child a').first()).toHaveText(`${prefix} Bah`);

    await page.getByLabel('Mise en avant').selectOption('true');
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    await deleteTestimonials(page.request, [approved!.id, rejected!.id]);
  });

  test('pages through a long list', async ({ page }) => {
    const prefix = uniqueName('Page');
    const names = Array.from({ length: 21 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`);
    const created = await createTestimonials(page.request, names, { status: 'rejected' });
    await signIn(page);
    await page.goto(`/admin/testimonials?status=rejected&search=${encodeURIComponent(prefix)}`);
    await expect(page.getByText('21 résultat(s)')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(20);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Page 1 sur 2');
    await pagination.getByRole('button', { name: 'Suivant' }).click();
    await expect(pagination).toContainText('Page 2 sur 2');
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    // The oldest comes last.
    await expect(rowLinkedTo(page, `${prefix} 01`)).toBeVisible();
    await pagination.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await deleteTestimonials(
      page.request,
      created.map((testimonial) => testimonial.id),
    );
  });

  test('approve and feature: the testimonial appears on the public home page at once', async ({ page }) => {
    const name = uniqueName('Fatou Accueil');
    const [created] = await createTestimonials(page.request, [name], { rating: 5, client_company: 'Kaloum SARL' });
    try {
      await signIn(page);
      await page.goto(`/admin/testimonials?search=${encodeURIComponent(name)}`);
      await rowLinkedTo(page, name)
        .getByRole('button', { name: `Approuver : ${name}` })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Mise à jour effectuée' }).first()).toBeVisible();
      // Approved leaves the pending queue.
      await expect(rowLinkedTo(page, name)).toHaveCount(0);
      await page.getByLabel('État').selectOption('approved');
      const row = rowLinkedTo(page, name);
      await expect(row.getByText('Approuvé')).toBeVisible();
      await expect(row.getByRole('button', { name: `Approuver : ${name}` })).toHaveCount(0);
      await row.getByRole('switch', { name: `À la une : ${name}` }).click();
      await expect(row.getByRole('switch', { name: `À la une : ${name}` })).toBeChecked();

      await visit(page, '/');
      const region = page.getByRole('region', { name: 'Ce que disent nos clients' });
      await expect(region.getByRole('figure').filter({ hasText: name })).toBeVisible();
    } finally {
      await adminApi(page.request, 'PATCH', `/admin/testimonials/${created!.id}/unfeature`);
      await deleteTestimonials(page.request, [created!.id]);
    }
    await visit(page, '/');
    await expect(page.getByRole('region', { name: 'Ce que disent nos clients' })).not.toContainText(name);
  });

  test('reject takes a testimonial out of the queue', async ({ page }) => {
    const name = uniqueName('Moussa Refus');
    const [created] = await createTestimonials(page.request, [name]);
    await signIn(page);
    await page.goto(`/admin/testimonials?search=${encodeURIComponent(name)}`);
    await rowLinkedTo(page, name)
      .getByRole('button', { name: `Refuser : ${name}` })
      .click();
    await expect(page.getByText('Mise à jour effectuée').first()).toBeVisible();
    await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
    const stored = await adminApi<Testimonial>(page.request, 'GET', `/admin/testimonials/${created!.id}`);
    expect(stored.status).toBe('rejected');
    await deleteTestimonials(page.request, [created!.id]);
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    const name = uniqueName('Testimonial supprimé');
    await createTestimonials(page.request, [name]);
    await signIn(page);
    await page.goto(`/admin/testimonials?search=${encodeURIComponent(name)}`);
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

  test('speaks English on request', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/testimonials?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('pending');
    await expect(page.getByRole('option', { name: 'Pending (to moderate)' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'New testimonial' })).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('Approved');
    await expectNoAxeViolations(page);
  });

  test('an editor moderates testimonials too', async ({ page }) => {
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Témoignages' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Liste des témoignages' })).toBeVisible();
    await expect(page.getByText('Impossible de charger la liste.')).toHaveCount(0);
  });
});

test.describe('testimonial form', () => {
  test('creates a testimonial with a photo, rating and link; required fields are checked', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Mariama Formulaire');
    await signIn(page);
    await page.goto('/admin/testimonials');
    await page.getByRole('link', { name: 'Nouveau témoignage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau témoignage' })).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
    await expect(page.getByText('Le texte en français est obligatoire').first()).toBeVisible();
    await expect(page.getByText('Le nom est obligatoire')).toBeVisible();

    const content = page.getByRole('group', { name: 'Texte du témoignage' });
    await content.getByLabel('Français').fill('Une équipe réactive qui a livré notre site en trois semaines.');
    await expect(content.getByText('EN manquant')).toBeVisible();
    await content.getByLabel('Anglais').fill('A responsive team that delivered our site in three weeks.');
    await expect(content.getByText('EN manquant')).toHaveCount(0);
    await page.getByLabel('Nom du client').fill(name);
    await page.getByLabel('Entreprise').fill('Boké Mining');
    await page.getByRole('group', { name: 'Fonction' }).getByLabel('Français').fill('Directrice');
    await page.getByLabel('Note').selectOption('4');
    await page.getByLabel('Service concerné').selectOption({ label: 'Développement web' });

    await page
      .getByLabel('Choisir une image')
      .setInputFiles(await pngFile('portrait.png', { width: 40, height: 40 }, '#3366cc'));
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await expect(page.getByText('Image envoyée').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément créé').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/testimonials\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le témoignage' })).toBeVisible();
    await expect(page.getByLabel('Service concerné')).toHaveValue(/\d+/);
    const id = Number(page.url().split('/').at(-1));
    const stored = await adminApi<Testimonial & { service_id: number | null }>(
      page.request,
      'GET',
      `/admin/testimonials/${id}`,
    );
    expect(stored).toMatchObject({ client_name: name, rating: 4, status: 'pending', featured: false });
    expect(stored.client_title).toEqual({ fr: 'Directrice' });
    expect(stored.client_photo).toMatch(/^\/media\//);
    expect(stored.service_id).not.toBeNull();
    expect(errors).toEqual([]);
    await deleteTestimonials(page.request, [id]);
  });

  test('edits a testimonial, warns before leaving unsaved changes, deletes it with confirmation', async ({ page }) => {
    const name = uniqueName('Ibrahima Édition');
    const [created] = await createTestimonials(page.request, [name]);
    await signIn(page);
    await page.goto(`/admin/testimonials/edit/${created!.id}`);
    await expect(page.getByLabel('Nom du client')).toHaveValue(name);
    await expect(page.getByLabel('État', { exact: true })).toHaveValue('pending');

    await page.getByLabel('Nom du client').fill(`${name} bis`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page.getByLabel('Nom du client')).toHaveValue(`${name} bis`);

    await page.getByLabel('État', { exact: true }).selectOption('approved');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
    const stored = await adminApi<Testimonial>(page.request, 'GET', `/admin/testimonials/${created!.id}`);
    expect(stored).toMatchObject({ client_name: `${name} bis`, status: 'approved' });

    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(page.getByText('Élément supprimé').first()).toBeVisible();
  });

  test('the form speaks English on request', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/testimonials/new?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'New testimonial' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Testimonial text' }).getByLabel('French')).toBeVisible();
    await expect(page.getByLabel('Client name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
