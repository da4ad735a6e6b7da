import { expect, test } from '@playwright/test';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

interface Project {
  id: number;
  slug: string;
  slug_en: string | null;
}

test('an editor gives a project its English address; emptied, English pages use the French one again', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Projet adresse anglaise');
  const project = await adminApi<Project>(request, 'POST', '/admin/projects', {
    title: { fr: name, en: `English ${name}` },
    summary: { fr: 'Un projet pour les adresses.', en: 'A project for addresses.' },
    body: { fr: '<p>Texte</p>', en: '<p>Text</p>' },
    category: 'web',
    published: true,
  });
  const english = `english-${project.slug}`;
  try {
    await signIn(page);
    await page.goto(`/admin/portfolio/edit/${project.id}`);
    const field = page.getByLabel('Slug anglais');
    await expect(field).toHaveValue('');
    await expect(page.getByText('Laissez vide pour reprendre le slug français.', { exact: false })).toBeVisible();
    await field.fill('Pas Un Slug');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(english);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, `« ${name} » enregistré`)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => (await adminApi<Project>(request, 'GET', `/admin/projects/${project.id}`)).slug_en)
      .toBe(english);

    // The English page lives at the English slug; the French slug under /en leads there.
    const visitor = await page.context().newPage();
    await visit(visitor, `/en/portfolio/${english}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`English ${name}`);
    await expect(visitor.locator('link[hreflang="fr"]')).toHaveAttribute(
      'href',
      new RegExp(`/portfolio/${project.slug}$`),
    );
    const redirected = await request.get(`/en/portfolio/${project.slug}`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers().location).toBe(`/en/portfolio/${english}`);

    // In English, the back office names the field in English.
    await page.goto(`/admin/portfolio/edit/${project.id}?lang=en`);
    await page.getByLabel('English slug').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    // Named by its French title, as everywhere in the back office.
    await expect(toast(page, `“${name}” saved`)).toBeVisible();
    await visit(visitor, `/en/portfolio/${project.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`English ${name}`);
    await visitor.close();
    expect(errors).toEqual([]);
  } finally {
    await adminApi(request, 'DELETE', `/admin/projects/${project.id}`);
  }
});
