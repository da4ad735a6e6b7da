import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, apiLogin, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, toast, uploadImage } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, what clients add.

interface Client {
  id: number;
  name: string;
  logo: string | null;
  active: boolean;
}

async function findClientByName(request: APIRequestContext, name: string) {
  const found = await adminApi<Client[]>(request, 'GET', `/admin/clients?search=${encodeURIComponent(name)}`);
  return found.find((client) => client.name === name);
}

test('a client saved with a logo is on /clients at once, its logo named after it', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Client créé');
  try {
    await signIn(page);
    await page.goto('/admin/clients/new');
    await page.getByLabel('Nom du client').fill(name);
    await page
      .getByRole('group', { name: /^Secteur/ })
      .getByLabel('Français')
      .fill('Commerce');
    const logo = page.getByText('Logo', { exact: true }).locator('..');
    await uploadImage(
      page,
      logo.locator('input[type="file"]'),
      await pngFile('logo.png', { width: 80, height: 40 }, '#228844'),
    );
    await expect(toast(page, 'Image envoyée')).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${name} » créé`)).toBeVisible();
    const saved = await findClientByName(request, name);
    expect(saved?.active).toBe(true);
    expect(saved?.logo).toMatch(/^\/media\//);

    const publicPage = await page.context().newPage();
    await visit(publicPage, '/clients');
    await expect(publicPage.getByRole('img', { name })).toBeVisible();
    await publicPage.close();
    expect(errors).toEqual([]);
  } finally {
    const created = await findClientByName(request, name);
    if (created) {
      const token = await apiLogin(request);
      await request.delete(`/api/admin/clients/${created.id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});
