import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiWithToken, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, uploadImage } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { visit } from '../support/language.ts';

// The list and form every content kind shares are tested in content-kinds.spec.ts; here, the seeded
// team and the public About page.

interface CreatedMember {
  id: number;
  name: string;
  photo: string | null;
  active: boolean;
  sort_order: number;
}

/** The about page's team section, by its title in the page's language. */
const teamSection = (page: Page) => page.getByRole('region', { name: /^(Notre équipe|Our team)$/ });

test('the seeded founder is listed, active, with his role, in both languages', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  await page.goto('/admin/team');
  await expect(page.getByRole('switch', { name: 'Actif : Abdoulaye Barry' })).toBeChecked();
  await expect(rowLinkedTo(page, 'Abdoulaye Barry')).toContainText('Fondateur et directeur général');
  await page.goto('/admin/team?lang=en');
  await expect(page.getByRole('switch', { name: 'Active: Abdoulaye Barry' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a member added with a photo is on /about at once; deactivating hides them', async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Fanta Camara');
  const token = await signIn(page);
  let memberId: number | null = null;
  try {
    await page.goto('/admin/team/new');
    await page.getByLabel('Nom complet').fill(name);
    const roleGroup = page.getByRole('group', { name: 'Fonction' });
    await roleGroup.getByLabel('Français').fill('Développeuse mobile');
    await roleGroup.getByLabel('Anglais').fill('Mobile developer');
    await page
      .getByRole('group', { name: 'Biographie' })
      .getByLabel('Français')
      .fill('Elle conçoit nos applications Android.');
    await page.getByLabel('Ordre d’affichage').fill('500');

    // A JPEG, as phones take them.
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    await uploadImage(
      page,
      page.getByLabel('Choisir une image'),
      { name: 'fanta.jpg', mimeType: 'image/jpeg', buffer: photo },
      {
        fr: 'Fanta souriante',
        en: 'Fanta smiling',
      },
    );
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await expect(page.getByText('Image envoyée').first()).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`« ${name} » créé`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/team\/edit\/\d+$/);
    memberId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
    const stored = await apiWithToken<CreatedMember>(page.request, token, 'GET', `/admin/team/${memberId}`);
    expect(stored).toMatchObject({ name, active: true, sort_order: 500 });
    expect(stored.photo).not.toBeNull();

    // An anonymous visitor in a context of their own (their language choice stays theirs).
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visit(visitor, '/about');
    const card = teamSection(visitor).getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Développeuse mobile');
    await expect(card.locator('img')).toBeVisible();
    await visit(visitor, '/en/about');
    await expect(teamSection(visitor).getByRole('article').filter({ hasText: name })).toContainText('Mobile developer');

    await page.goto(`/admin/team?search=${encodeURIComponent(name)}`);
    const toggle = page.getByRole('switch', { name: `Actif : ${name}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `« ${name} » mis à jour` })
        .first(),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await visit(visitor, '/about');
    await expect(teamSection(visitor).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(teamSection(visitor).getByText(name)).toHaveCount(0);
    await visitorContext.close();
    expect(errors).toEqual([]);
  } finally {
    if (memberId) await apiWithToken(page.request, token, 'DELETE', `/admin/team/${memberId}`);
  }
});
