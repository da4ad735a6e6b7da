import { adminApi, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';
import { visit } from '../support/language.ts';

interface SiteSettings {
  company: { name: string; legal_name: string; director: string };
  contact: { phone: string; email: string };
  social: { facebook: string };
  stats: { key: string; value: number }[];
}

// The settings are one record for the whole site: these tests run on a site of their worker's own.
test.describe('admin settings', () => {
  test('shows every setting in titled sections, filled with the stored values', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const settings = await adminApi<SiteSettings>(page.request, 'GET', '/admin/settings');
    await signIn(page);
    await page.goto('/admin/settings');

    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du site' })).toBeVisible();
    await expect(page).toHaveTitle('Paramètres du site · Administration Weltaare');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Entreprise',
      'Coordonnées',
      'Horaires',
      'Réseaux sociaux',
      'Chiffres de la page d’accueil',
    ]);
    await expect(page.getByLabel('Nom commercial')).toHaveValue(settings.company.name);
    await expect(page.getByLabel('Téléphone')).toHaveValue(settings.contact.phone);
    await expect(page.getByLabel('Facebook')).toHaveValue(settings.social.facebook);
    await expect(page.getByLabel('Projets : valeur')).toHaveValue(String(settings.stats[0]!.value));
    await expect(page.getByRole('group', { name: 'Présentation' }).getByLabel('Français')).not.toHaveValue('');
    await expect(page.getByLabel('Dimanche : ouverture')).toHaveValue('');
    await expect(page.getByRole('switch', { name: 'Assistance téléphonique 24h/24, 7j/7' })).toBeVisible();
    // The team's figure is the number of members the about page shows; the others are typed.
    await expect(
      page.getByRole('switch', { name: 'Équipe\u00a0: compter les membres affichés sur la page À propos' }),
    ).toBeChecked();
    await expect(page.getByLabel('Équipe\u00a0: valeur')).toHaveAccessibleDescription(/Compté dans le contenu du site/);
    await expect(
      page.getByRole('switch', { name: 'Projets\u00a0: compter les projets publiés du portfolio' }),
    ).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /^Années/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('checks the form before saving and warns before leaving unsaved changes', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const before = await adminApi<SiteSettings>(page.request, 'GET', '/admin/settings');
    await signIn(page);
    await page.goto('/admin/settings');
    const director = page.getByLabel('Directeur de la publication');
    await expect(director).toHaveValue(before.company.director);

    const country = page.getByRole('group', { name: 'Pays' });
    await country.getByLabel('Français').fill('');
    await page.getByLabel('Email').fill('pas un email');
    await page.getByLabel('Facebook').fill('facebook.com/weltaare');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le formulaire contient des erreurs : corrigez les champs signalés.')).toBeVisible();
    await expect(country.getByText('Le texte en français est obligatoire')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Format d’email invalide/);
    await expect(page.getByLabel('Facebook')).toHaveAccessibleDescription(/Adresse web invalide/);
    await expectNoAxeViolations(page);

    // The stat label shows the missing English badge once only French is there.
    const projects = page.getByRole('group', { name: 'Projets : libellé' });
    await projects.getByLabel('Anglais').fill('');
    await expect(projects.getByText('EN manquant')).toBeVisible();

    const navigation = await openAdminNavigation(page);
    await navigation.getByRole('link', { name: 'Tableau de bord' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const closeMenu = page.getByRole('button', { name: 'Fermer le menu' });
    if (await closeMenu.isVisible()) await closeMenu.click();

    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    await expect(country.getByLabel('Français')).not.toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue(before.contact.email);
    await expect(page.getByLabel('Facebook')).toHaveValue(before.social.facebook);
    expect((await adminApi<SiteSettings>(page.request, 'GET', '/admin/settings')).contact.email).toBe(
      before.contact.email,
    );
    expect(errors).toEqual([]);
  });

  test('a saved change shows at once on the public site, then the original is restored', async ({ page, ownSite }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page);
    // Public specs do not assert the publication director; it shows on the legal notice.
    const original = (await adminApi<SiteSettings>(page.request, 'GET', '/admin/settings')).company.director;
    const changed = uniqueName('Mariama Sylla');
    try {
      await page.goto('/admin/settings');
      const director = page.getByLabel('Directeur de la publication');
      await expect(director).toHaveValue(original);
      await director.fill(changed);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
      await expect(director).toHaveValue(changed);

      await visit(page, `${ownSite.baseUrl}/legal`);
      await expect(page.getByText(changed).first()).toBeVisible();

      await page.goto('/admin/settings');
      await page.getByLabel('Directeur de la publication').fill(original);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(toast(page, 'Modifications enregistrées')).toBeVisible();
      await visit(page, `${ownSite.baseUrl}/legal`);
      await expect(page.getByText(original).first()).toBeVisible();
      await expect(page.getByText(changed)).toHaveCount(0);
    } finally {
      const current = await adminApi<SiteSettings>(page.request, 'GET', '/admin/settings');
      if (current.company.director !== original) {
        await adminApi(page.request, 'PUT', '/admin/settings', {
          ...current,
          company: { ...current.company, director: original },
        });
      }
    }
    expect(errors).toEqual([]);
  });

  test('reads in English', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/settings?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Company',
      'Contact details',
      'Opening hours',
      'Social networks',
      'Home page figures',
    ]);
    await expect(page.getByLabel('Publication director')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Team: count the members shown on the About page' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an editor is refused and does not see the screen in the navigation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const editor = await createStaff(page.request, 'editor');
    await signIn(page, editor);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const navigation = await openAdminNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Paramètres' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
