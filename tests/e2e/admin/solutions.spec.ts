import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, apiLogin, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, tableRows, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// Forms with a rich-text editor and uploads, on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

interface Solution {
  id: number;
  slug: string;
  name: { fr: string; en?: string };
  features: { fr: string; en?: string }[];
  icon: string;
  image: string | null;
  active: boolean;
}

function solutionInput(name: string, extra: Record<string, unknown> = {}) {
  return {
    name: { fr: name, en: `${name} EN` },
    summary: { fr: `Résumé de ${name}`, en: `Summary of ${name}` },
    body: { fr: `<p>Description de ${name}</p>` },
    ...extra,
  };
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

test('the list shows the solutions with stats; search, filter, sort and the active switch work', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const prefix = uniqueName('Solution liste');
  const first = await adminApi<Solution>(request, 'POST', '/admin/solutions', solutionInput(`${prefix} A`));
  const second = await adminApi<Solution>(
    request,
    'POST',
    '/admin/solutions',
    solutionInput(`${prefix} B`, { active: false }),
  );
  try {
    await signIn(page);
    await page.goto('/admin/solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
    await expect(page).toHaveTitle(/Solutions/);
    await expect(page.getByRole('link', { name: 'Nouvelle solution' })).toBeVisible();
    for (const label of ['Solutions', 'Actives', 'Inactives']) {
      await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Rechercher').fill(prefix);
    await expect(page.getByText('2 résultat(s)')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);
    await expect(tableRows(page).first()).toContainText(`${prefix} A`);

    await page.getByLabel('Trier par').selectOption({ label: 'Modifiées récemment' });
    await expect(tableRows(page).first()).toContainText(`${prefix} B`);

    await page.getByLabel('État').selectOption({ label: 'Inactives' });
    await expect(page.getByText('1 résultat(s)')).toBeVisible();
    await expect(tableRows(page).first()).toContainText(`${prefix} B`);

    await page.getByLabel('État').selectOption({ label: 'Tous' });
    await expect(page.getByText('2 résultat(s)')).toBeVisible();
    const activeSwitch = page.getByRole('switch', { name: `Active : ${prefix} B` });
    await expect(activeSwitch).not.toBeChecked();
    await activeSwitch.click();
    await expect(toast(page, 'Mise à jour effectuée')).toBeVisible();
    await expect(activeSwitch).toBeChecked();
    await expect.poll(async () => (await findSolutionByName(request, `${prefix} B`))?.active).toBe(true);

    // Active: on the public page at once.
    const publicPage = await page.context().newPage();
    await visit(publicPage, '/solutions');
    await expect(publicPage.getByRole('heading', { level: 2, name: `${prefix} B` })).toBeVisible();
    await publicPage.close();

    await page.getByRole('button', { name: `Supprimer ${prefix} A` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${prefix} A » ?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    expect(await findSolutionByName(request, `${prefix} A`)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await deleteSolutions(request, [first.id, second.id]);
  }
});

test('creating and editing a solution, with inclusions and an image, shows it on /solutions', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Solution créée');
  try {
    await signIn(page);
    await page.goto('/admin/solutions/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle solution' })).toBeVisible();
    await expect(page.locator('#field-body-fr')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le texte en français est obligatoire').first()).toBeVisible();
    await expect(page.locator('#field-name-fr')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const nameGroup = page.getByRole('group', { name: /^Nom/ });
    await nameGroup.getByLabel('Français').fill(name);
    await expect(nameGroup.getByText('EN manquant')).toBeVisible();
    await nameGroup.getByLabel('Anglais').fill(`${name} EN`);
    await expect(nameGroup.getByText('EN manquant')).toHaveCount(0);
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
    await page.getByLabel('Icône').selectOption('Shield');

    const image = page.getByText('Image', { exact: true }).locator('..');
    await image
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('solution.png', { width: 60, height: 40 }, '#cc6633'));
    await expect(toast(page, 'Image envoyée')).toBeVisible();
    await expect(image.getByTestId('image-preview')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément créé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/solutions\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier la solution' })).toBeVisible();
    const saved = await findSolutionByName(request, name);
    expect(saved).toMatchObject({ icon: 'Shield', active: true, features: [{ fr: 'Hébergement un an' }] });
    expect(saved?.image).toMatch(/^\/media\//);

    await page
      .getByRole('group', { name: /^Élément inclus 1/ })
      .getByLabel('Anglais')
      .fill('One year of hosting');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
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

test('the solution form warns before leaving unsaved changes and deletes with confirmation', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Solution modifiée');
  const solution = await adminApi<Solution>(request, 'POST', '/admin/solutions', solutionInput(name));
  try {
    await signIn(page);
    await page.goto(`/admin/solutions/edit/${solution.id}`);
    const nameFr = page.getByRole('group', { name: /^Nom/ }).getByLabel('Français');
    await expect(nameFr).toHaveValue(name);
    await nameFr.fill(`${name} (v2)`);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(nameFr).toHaveValue(`${name} (v2)`);

    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Supprimer « ${name} » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(toast(page, 'Élément supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/solutions$/);
    expect(await findSolutionByName(request, name)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await deleteSolutions(request, [solution.id]);
  }
});

test('the solution screens in English, used by an editor', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const editor = await createStaff(request, 'editor');
  const name = uniqueName('Solution éditrice');
  try {
    await signIn(page, editor);
    await page.goto('/admin/solutions?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByLabel('State')).toBeVisible();
    await expect(page.getByText('Actives', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New solution' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New solution' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The French text is required').first()).toBeVisible();
    await page.getByRole('group', { name: /^Name/ }).getByLabel('French').fill(name);
    await expect(page.getByRole('group', { name: /^Name/ }).getByText('EN missing')).toBeVisible();
    await page
      .getByRole('group', { name: /^Summary/ })
      .getByLabel('French')
      .fill('Un résumé.');
    const body = page.locator('#field-body-fr');
    await body.click();
    await body.pressSequentially('Le détail.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Item created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit solution' })).toBeVisible();
    expect((await findSolutionByName(request, name))?.active).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    const created = await findSolutionByName(request, name);
    if (created) await deleteSolutions(request, [created.id]);
  }
});
