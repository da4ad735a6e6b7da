import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, tableRows, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// Forms with uploads, on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

interface Client {
  id: number;
  name: string;
  logo: string | null;
  website_url: string | null;
  sector: { fr: string; en?: string };
  active: boolean;
  sort_order: number;
}

function clientInput(name: string, extra: Record<string, unknown> = {}) {
  return { name, sector: { fr: 'Éducation', en: 'Education' }, ...extra };
}

async function deleteClients(request: APIRequestContext, ids: number[]) {
  const token = await apiLogin(request);
  for (const id of ids) {
    await request.delete(`/api/admin/clients/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

async function findClientByName(request: APIRequestContext, name: string) {
  const found = await adminApi<Client[]>(request, 'GET', `/admin/clients?search=${encodeURIComponent(name)}`);
  return found.find((client) => client.name === name);
}

test('the list shows the clients with stats; search, filter, sort and the active switch work', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const prefix = uniqueName('Client liste');
  const first = await adminApi<Client>(request, 'POST', '/admin/clients', clientInput(`${prefix} A`));
  const second = await adminApi<Client>(
    request,
    'POST',
    '/admin/clients',
    clientInput(`${prefix} B`, { active: false, sector: { fr: 'Banque' } }),
  );
  try {
    await signIn(page);
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page).toHaveTitle(/Clients/);
    await expect(page.getByRole('link', { name: 'Nouveau client' })).toBeVisible();
    for (const label of ['Clients', 'Actifs', 'Inactifs']) {
      await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Rechercher').fill(prefix);
    await expect(page.getByText('2 résultat(s)')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);
    await expect(tableRows(page).first()).toContainText(`${prefix} A`);

    await page.getByLabel('Trier par').selectOption({ label: 'Modifiés récemment' });
    await expect(tableRows(page).first()).toContainText(`${prefix} B`);

    await page.getByLabel('État').selectOption({ label: 'Inactifs' });
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await expect(tableRows(page).first()).toContainText(`${prefix} B`);

    await page.getByLabel('État').selectOption({ label: 'Tous' });
    await expect(page.getByText('2 résultat(s)')).toBeVisible();
    const activeSwitch = page.getByRole('switch', { name: `Actif : ${prefix} A` });
    await expect(activeSwitch).toBeChecked();
    await activeSwitch.click();
    await expect(toast(page, 'Mise à jour effectuée')).toBeVisible();
    await expect(activeSwitch).not.toBeChecked();
    await expect.poll(async () => (await findClientByName(request, `${prefix} A`))?.active).toBe(false);

    await page.getByRole('button', { name: `Supprimer ${prefix} B` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${prefix} B » ?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    expect(await findClientByName(request, `${prefix} B`)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await deleteClients(request, [first.id, second.id]);
  }
});

test('creating a client with a logo shows it on /clients; editing and deleting work', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Client créé');
  try {
    await signIn(page);
    await page.goto('/admin/clients/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau client' })).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(page.getByText('Le texte en français est obligatoire')).toBeVisible();
    await expect(page.getByLabel('Nom du client')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Nom du client').fill(name);
    const sector = page.getByRole('group', { name: /^Secteur/ });
    await sector.getByLabel('Français').fill('Commerce');
    await expect(sector.getByText('EN manquant')).toBeVisible();
    await page.getByLabel('Site web').fill('pas une adresse');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adresse web invalide')).toBeVisible();
    await page.getByLabel('Site web').fill('https://client.exemple.test');

    const logo = page.getByText('Logo', { exact: true }).locator('..');
    await logo
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('logo.png', { width: 80, height: 40 }, '#228844'));
    await expect(toast(page, 'Image envoyée')).toBeVisible();
    await expect(logo.getByTestId('image-preview')).toBeVisible();
    await expect(logo.locator('progress')).toHaveCount(0);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément créé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le client' })).toBeVisible();
    const saved = await findClientByName(request, name);
    expect(saved).toMatchObject({
      active: true,
      website_url: 'https://client.exemple.test',
      sector: { fr: 'Commerce' },
    });
    expect(saved?.logo).toMatch(/^\/media\//);

    // Active with a logo: on the public page at once, the logo named after the client.
    const publicPage = await page.context().newPage();
    await visit(publicPage, '/clients');
    await expect(publicPage.getByRole('img', { name })).toBeVisible();
    await publicPage.close();

    await sector.getByLabel('Anglais').fill('Retail');
    await expect(sector.getByText('EN manquant')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
    await expect
      .poll(async () => (await findClientByName(request, name))?.sector)
      .toEqual({ fr: 'Commerce', en: 'Retail' });

    await page.getByLabel('Site web').fill('https://autre.exemple.test');
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page.getByLabel('Site web')).toHaveValue('https://autre.exemple.test');

    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${name} » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients$/);
    expect(await findClientByName(request, name)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    const created = await findClientByName(request, name);
    if (created) await deleteClients(request, [created.id]);
  }
});

test('the client screens in English, used by an editor', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const editor = await createStaff(request, 'editor');
  const name = uniqueName('Client éditrice');
  try {
    await signIn(page, editor);
    await page.goto('/admin/clients?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New client' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByText('Inactifs', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New client' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Client name').fill(name);
    await page
      .getByRole('group', { name: /^Business sector/ })
      .getByLabel('French')
      .fill('Santé');
    await page
      .getByRole('group', { name: /^Business sector/ })
      .getByLabel('English')
      .fill('Health');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Item created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit client' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Display order').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect.poll(async () => (await findClientByName(request, name))?.sort_order).toBe(5);
    expect((await findClientByName(request, name))?.sector).toEqual({ fr: 'Santé', en: 'Health' });
    expect(errors).toEqual([]);
  } finally {
    const created = await findClientByName(request, name);
    if (created) await deleteClients(request, [created.id]);
  }
});
