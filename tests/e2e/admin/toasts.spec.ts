import { expect, type Locator, test } from '@playwright/test';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';

/** Whether a tap at the middle of `target` reaches it, and not a toast drawn over it. */
function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('a toast never covers the buttons to press next: the Save bar and the page actions', async ({ page }) => {
  const name = uniqueName('Service toast');
  const service = await adminApi<{ id: number }>(page.request, 'POST', '/admin/services', {
    name: { fr: name },
    short_description: { fr: `Résumé de ${name}` },
    description: { fr: `Description de ${name}` },
  });
  try {
    await signIn(page);
    await page.goto(`/admin/services/edit/${service.id}`);
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await save.click();
    await expect(toast(page, `« ${name} » enregistré`)).toBeVisible();
    const buttons = [
      save,
      page.getByRole('link', { name: 'Annuler' }),
      page.getByRole('link', { name: 'Retour à la liste' }),
      page.getByRole('button', { name: 'Aperçu' }),
      page.getByRole('button', { name: 'Supprimer', exact: true }),
    ];
    for (const button of buttons) {
      await expect(button).toBeInViewport();
      expect(await reachable(button), (await button.textContent()) ?? '').toBe(true);
    }
  } finally {
    await adminApi(page.request, 'DELETE', `/admin/services/${service.id}`);
  }
});
