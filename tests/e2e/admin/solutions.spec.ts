import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, apiLogin, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, what a
// solution includes and the public Solutions page.

interface Solution {
  id: number;
  name: { fr: string; en?: string };
  features: { fr: string; en?: string }[];
  active: boolean;
}

async function deleteSolutions(request: APIRequestContext, ids: number[]) {
  const token = await apiLogin(request);
  for (const id of ids) {
    await request.delete(`/api/admin/solutions/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

async function findSolutionByName(request: APIRequestContext, name: string) {
  const found = await adminApi<Solution[]>(request, 'GET', `/admin/solutions?search=${encodeURIComponent(name)}`);
  return found.find((solution) => solution.name.fr === name);
}

test('switching a solution on puts it on /solutions at once', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Solution liste');
  const solution = await adminApi<Solution>(request, 'POST', '/admin/solutions', {
    name: { fr: name, en: `${name} EN` },
    summary: { fr: `Résumé de ${name}`, en: `Summary of ${name}` },
    body: { fr: `<p>Description de ${name}</p>` },
    active: false,
  });
  try {
    await signIn(page);
    await page.goto(`/admin/solutions?search=${encodeURIComponent(name)}`);
    const activeSwitch = page.getByRole('switch', { name: `Active : ${name}` });
    await expect(activeSwitch).not.toBeChecked();
    await activeSwitch.click();
    await expect(toast(page, `« ${name} » mis à jour`)).toBeVisible();
    await expect(activeSwitch).toBeChecked();
    await expect.poll(async () => (await findSolutionByName(request, name))?.active).toBe(true);

    const publicPage = await page.context().newPage();
    await visit(publicPage, '/solutions');
    await expect(publicPage.getByRole('heading', { level: 2, name })).toBeVisible();
    await publicPage.close();
    expect(errors).toEqual([]);
  } finally {
    await deleteSolutions(request, [solution.id]);
  }
});

test('what a solution includes, in both languages, shows on /solutions', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Solution créée');
  try {
    await signIn(page);
    await page.goto('/admin/solutions/new');
    const nameGroup = page.getByRole('group', { name: /^Nom/ });
    await nameGroup.getByLabel('Français').fill(name);
    await nameGroup.getByLabel('Anglais').fill(`${name} EN`);
    await page
      .getByRole('group', { name: /^Résumé/ })
      .getByLabel('Français')
      .fill('Une offre complète.');
    const body = page.locator('#field-body-fr');
    await body.click();
    await body.pressSequentially('Tout ce qu’il faut pour démarrer.');
    await page.getByRole('button', { name: 'Ajouter un élément inclus' }).click();
    await page
      .getByRole('group', { name: /^Élément inclus 1/ })
      .getByLabel('Français')
      .fill('Hébergement un an');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${name} » créé`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/solutions\/edit\/\d+$/);
    expect((await findSolutionByName(request, name))?.features).toEqual([{ fr: 'Hébergement un an' }]);

    await page
      .getByRole('group', { name: /^Élément inclus 1/ })
      .getByLabel('Anglais')
      .fill('One year of hosting');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${name} » enregistré`)).toBeVisible();
    await expect
      .poll(async () => (await findSolutionByName(request, name))?.features)
      .toEqual([{ fr: 'Hébergement un an', en: 'One year of hosting' }]);

    await visit(page, '/solutions');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Hébergement un an')).toBeVisible();
    await visit(page, '/en/solutions');
    await expect(page.getByRole('heading', { level: 2, name: `${name} EN` })).toBeVisible();
    await expect(page.getByText('One year of hosting')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    const created = await findSolutionByName(request, name);
    if (created) await deleteSolutions(request, [created.id]);
  }
});
