import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, tableRows } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

/*
 * The list and form every content kind shares are tested in content-kinds.spec.ts, its state tabs in
 * list-states.spec.ts; here, the moderation (the pending tab, approve, reject), the home page and the
 * links to other content.
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
  client_title: { fr: string; en?: string } | null;
  service_id: number | null;
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
      data: { client_name: name, content: { fr: `Très bon travail de l’équipe, merci. (${name})` }, ...extra },
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

/** The state tab named "{label} {count}". */
const stateTab = (page: Page, label: string) =>
  page.getByRole('navigation', { name: /^(États|States)$/ }).getByRole('link', { name: new RegExp(`^${label} \\d+$`) });

/** The name linked in the first row of the list. */
const firstRowName = (page: Page) => tableRows(page).first().getByRole('link').first();

test.describe('testimonials moderation queue', () => {
  test('the pending tab is the queue, with approve and reject on each row, in both languages', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Awa Queue');
    const [created] = await createTestimonials(page.request, [name]);
    try {
      await signIn(page);
      await page.goto('/admin/testimonials');
      await stateTab(page, 'En attente').click();
      await expect(stateTab(page, 'En attente')).toHaveAttribute('aria-current', 'page');
      const row = rowLinkedTo(page, name);
      await expect(row).toBeVisible();
      await expect(row.getByText('En attente')).toBeVisible();
      await expect(row.getByRole('button', { name: `Approuver : ${name}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Refuser : ${name}` })).toBeVisible();
      // Only pending rows in the queue.
      await expect(page.locator('tbody').getByText('Approuvé', { exact: true })).toHaveCount(0);

      await page.goto('/admin/testimonials?lang=en&status=pending');
      await expect(stateTab(page, 'Pending')).toHaveAttribute('aria-current', 'page');
      await expect(rowLinkedTo(page, name).getByRole('button', { name: `Approve: ${name}` })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await deleteTestimonials(page.request, [created!.id]);
    }
  });

  test('the state tabs show the approved or all of them; the oldest first on request', async ({ page }) => {
    const prefix = uniqueName('Filtre');
    const [approved, rejected] = await createTestimonials(page.request, [`${prefix} Bah`, `${prefix} Alpha`]);
    try {
      await adminApi(page.request, 'PATCH', `/admin/testimonials/${approved!.id}/approve`);
      await adminApi(page.request, 'PATCH', `/admin/testimonials/${rejected!.id}/reject`);
      await signIn(page);
      await page.goto('/admin/testimonials');
      await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
      await expect(page).toHaveURL(/search=/);
      // The list opens on all of them, whatever their state.
      await expect(tableRows(page)).toHaveCount(2);

      await stateTab(page, 'Approuvés').click();
      await expect(page).toHaveURL(/status=approved/);
      await expect(rowLinkedTo(page, `${prefix} Bah`)).toBeVisible();
      await expect(rowLinkedTo(page, `${prefix} Alpha`)).toHaveCount(0);

      await stateTab(page, 'Tous').click();
      await expect(rowLinkedTo(page, `${prefix} Alpha`)).toBeVisible();
      await expect(rowLinkedTo(page, `${prefix} Alpha`).getByText('Refusé')).toBeVisible();
      await expect(firstRowName(page)).toHaveText(`${prefix} Alpha`);
      await page.getByLabel('Trier par').selectOption('created_at');
      await expect(firstRowName(page)).toHaveText(`${prefix} Bah`);
    } finally {
      await deleteTestimonials(page.request, [approved!.id, rejected!.id]);
    }
  });

  test('approve and feature: the testimonial appears on the public home page at once', async ({ page }) => {
    const name = uniqueName('Fatou Accueil');
    const [created] = await createTestimonials(page.request, [name], { rating: 5, client_company: 'Kaloum SARL' });
    try {
      await signIn(page);
      await page.goto(`/admin/testimonials?status=pending&search=${encodeURIComponent(name)}`);
      await rowLinkedTo(page, name)
        .getByRole('button', { name: `Approuver : ${name}` })
        .click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `« ${name} » mis à jour` })
          .first(),
      ).toBeVisible();
      // Approved leaves the pending queue.
      await expect(rowLinkedTo(page, name)).toHaveCount(0);
      await stateTab(page, 'Approuvés').click();
      const row = rowLinkedTo(page, name);
      await expect(row.getByText('Approuvé')).toBeVisible();
      await expect(row.getByRole('button', { name: `Approuver : ${name}` })).toHaveCount(0);
      await row.getByRole('switch', { name: `À la une : ${name}` }).click();
      await expect(row.getByRole('switch', { name: `À la une : ${name}` })).toBeChecked();

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
    try {
      await signIn(page);
      await page.goto(`/admin/testimonials?status=pending&search=${encodeURIComponent(name)}`);
      await rowLinkedTo(page, name)
        .getByRole('button', { name: `Refuser : ${name}` })
        .click();
      await expect(page.getByText(`« ${name} » mis à jour`).first()).toBeVisible();
      await expect(page.getByText('Aucun résultat pour cette recherche.')).toBeVisible();
      const stored = await adminApi<Testimonial>(page.request, 'GET', `/admin/testimonials/${created!.id}`);
      expect(stored.status).toBe('rejected');
    } finally {
      await deleteTestimonials(page.request, [created!.id]);
    }
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

test('a new testimonial waits, unfeatured, for moderation; its service is chosen by name', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Mariama Formulaire');
  let id: number | null = null;
  try {
    await signIn(page);
    await page.goto('/admin/testimonials/new');
    await page
      .getByRole('group', { name: 'Texte du témoignage' })
      .getByLabel('Français')
      .fill('Une équipe réactive qui a livré notre site en trois semaines.');
    await page.getByLabel('Nom du client').fill(name);
    // A job title in French only.
    await page.getByRole('group', { name: 'Fonction' }).getByLabel('Français').fill('Directrice');
    await page.getByLabel('Note').selectOption('4');
    await page.getByLabel('Service concerné').selectOption({ label: 'Développement web' });

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${name} » créé`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/testimonials\/edit\/\d+$/);
    await expect(page.getByLabel('Service concerné')).toHaveValue(/\d+/);
    id = Number(page.url().split('/').at(-1));
    const stored = await adminApi<Testimonial>(page.request, 'GET', `/admin/testimonials/${id}`);
    expect(stored).toMatchObject({ client_name: name, rating: 4, status: 'pending', featured: false });
    expect(stored.client_title).toEqual({ fr: 'Directrice' });
    expect(stored.service_id).not.toBeNull();
    expect(errors).toEqual([]);
  } finally {
    if (id) await deleteTestimonials(page.request, [id]);
  }
});
