import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, apiLogin, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import {
  ADMIN_TEXTS,
  adminUrl,
  CONTENT_KIND_SCREENS,
  deleteItems,
  localizedGroup,
  minimalInput,
  languageOfTurn,
} from '../support/content-kind-cases.ts';
import { atBothSizes } from '../support/sizes.ts';

const TEXTS = {
  fr: {
    preview: 'Aperçu',
    panel: 'Aperçu de la page',
    banner: 'Aperçu',
    name: 'Nom',
    save: 'Enregistrer',
    saved: (name: string) => `« ${name} » enregistré`,
    close: 'Fermer l’aperçu',
    notFound: 'Page introuvable',
  },
  en: {
    preview: 'Preview',
    panel: 'Page preview',
    banner: 'Preview',
    name: 'Name',
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
    close: 'Close the preview',
    notFound: 'Page not found',
  },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];
  const admin = ADMIN_TEXTS[language];

  test(
    `${language}: an editor previews a hidden solution with unsaved changes, in both languages; the preview follows each save`,
    atBothSizes('the preview opens in a panel on a desktop and in a new tab on a phone'),
    async ({ page, context }) => {
      const errors = collectConsoleErrors(page);
      const name = uniqueName('Solution cachée');
      const { id } = await adminApi<{ id: number }>(page.request, 'POST', '/admin/solutions', {
        name: { fr: name, en: `${name} EN` },
        summary: { fr: 'Pas encore en ligne.', en: 'Not online yet.' },
        body: { fr: '<p>Bientôt.</p>', en: '<p>Soon.</p>' },
        active: false,
      });
      await signIn(page);
      await page.goto(adminUrl(`/admin/solutions/edit/${id}`, language));
      const frenchName = localizedGroup(page, text.name, language).getByLabel(admin.french);
      await frenchName.fill(`${name} brouillon`);

      const wide = page.viewportSize()!.width >= 768;
      if (!wide) {
        // A phone opens the preview in a new tab.
        const [tab] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('button', { name: text.preview, exact: true }).click(),
        ]);
        await expect(tab).toHaveURL(new RegExp(`${language === 'en' ? '/en' : ''}/preview/[^/]+$`));
        await expect(tab.getByText(`${language === 'en' ? `${name} EN` : `${name} brouillon`}`).first()).toBeVisible();
        await expect(tab.locator('strong', { hasText: text.banner }).first()).toBeVisible();
        await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
        expect(errors).toEqual([]);
        return;
      }

      await page.getByRole('button', { name: text.preview, exact: true }).click();
      const panel = page.getByRole('complementary', { name: text.panel });
      await expect(panel).toBeVisible();
      const frame = panel.frameLocator('iframe');
      await expect(frame.locator('strong', { hasText: text.banner })).toBeVisible();
      if (language === 'fr') await expect(frame.getByText(`${name} brouillon`).first()).toBeVisible();
      else await expect(frame.getByText(`${name} EN`).first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The other language, from the same link.
      await panel.getByRole('button', { name: language === 'fr' ? 'Anglais' : 'French' }).click();
      await expect(frame.locator('html')).toHaveAttribute('lang', language === 'fr' ? 'en' : 'fr');

      // A save refreshes it with what was saved.
      await frenchName.fill(`${name} enregistré`);
      await page.getByRole('button', { name: text.save }).click();
      await expect(toast(page, text.saved(`${name} enregistré`))).toBeVisible();
      await panel.getByRole('button', { name: language === 'fr' ? 'Français' : 'French' }).click();
      await expect(frame.getByText(`${name} enregistré`).first()).toBeVisible();
      const src = await panel.locator('iframe').getAttribute('src');

      await panel.getByRole('button', { name: text.close }).click();
      await expect(panel).toHaveCount(0);
      expect(errors).toEqual([]);

      // An altered link shows the site's 404 page.
      const altered = `${src!.slice(0, -3)}abc`;
      const response = await page.goto(altered);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );
}

// Every kind's form sends its values as it saves them (tags and technologies typed as one text were
// sent as plain strings, and the preview of every article and project answered 422).
// The items made, deleted after each test: the lists' own tests read the seeded ones.
const made: { kind: (typeof CONTENT_KIND_SCREENS)[number]['kind']; id: number }[] = [];
test.afterEach(async ({ request }) => {
  const token = await apiLogin(request);
  for (const { kind, id } of made.splice(0)) await deleteItems(request, token, kind, [id]);
});

CONTENT_KIND_SCREENS.forEach(({ kind }, index) => {
  const language = languageOfTurn(index);
  const text = TEXTS[language];

  // In a panel on a desktop: the first test opens the preview at both sizes; here each kind's real form.
  test(`${language}: the preview of a ${kind.name} item opens from its real form`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName(`Aperçu ${kind.name}`);
    const { id } = await adminApi<{ id: number }>(
      page.request,
      'POST',
      `/admin/${kind.name}`,
      minimalInput(kind, name),
    );
    made.push({ kind, id });
    await signIn(page);
    await page.goto(adminUrl(`${kind.adminPath}/edit/${id}`, language));
    await page.getByRole('button', { name: text.preview, exact: true }).click();
    const frame = page.getByRole('complementary', { name: text.panel }).frameLocator('iframe');
    await expect(frame.locator('strong', { hasText: text.banner })).toBeVisible();
    await expect(frame.getByText(name).filter({ visible: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
