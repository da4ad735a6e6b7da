import type { Browser, Locator, Page } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import type { FooterMenu, HeaderMenu } from '#contract/schemas/menus.ts';
import { adminApi, createStaff, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/own-site.ts';

// The menus are one record each for the whole site: these tests run on a site of their worker's own,
// and each puts them back for the next.

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    heading: 'Menus',
    header: 'En-tête',
    footer: 'Pied de page',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    link: 'Lien',
    column: (number: number, label: string) => `Colonne ${number} · ${label}`,
    label: 'Texte du lien',
    french: 'Français',
    english: 'Anglais',
    shownIn: 'Affiché en',
    up: (number: number) => `Monter le lien ${number}`,
    addLink: 'Ajouter un lien',
    target: 'Mène à',
    otherAddress: 'Une autre adresse…',
    address: 'Adresse',
    badAddress: 'Adresse invalide\u00a0: une page du site (/…), https://…, mailto:… ou tel:…',
    noLanguage: 'Choisissez au moins une langue où l’afficher',
    errors: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
    nav: 'Navigation principale',
  },
  en: {
    locale: 'en-GB',
    heading: 'Menus',
    header: 'Header',
    footer: 'Footer',
    save: 'Save',
    saved: 'Changes saved',
    link: 'Link',
    column: (number: number, label: string) => `Column ${number} · ${label}`,
    label: 'Link text',
    french: 'French',
    english: 'English',
    shownIn: 'Shown in',
    up: (number: number) => `Move link ${number} up`,
    addLink: 'Add a link',
    target: 'Leads to',
    otherAddress: 'Another address…',
    address: 'Address',
    badAddress: 'Invalid address: a page of the site (/…), https://…, mailto:… or tel:…',
    noLanguage: 'Choose at least one language to show it in',
    errors: 'The form has errors: correct the highlighted fields.',
    nav: 'Main navigation',
  },
} as const;

/** Each menu as the test found it, put back whatever the test saved since (no version sent: not checked). */
async function restoring(page: Page, work: () => Promise<void>) {
  const header = await adminApi<HeaderMenu & { version: number }>(page.request, 'GET', '/admin/menus/header');
  const footer = await adminApi<FooterMenu & { version: number }>(page.request, 'GET', '/admin/menus/footer');
  try {
    await work();
  } finally {
    const { version: _header, ...headerMenu } = header;
    const { version: _footer, ...footerMenu } = footer;
    await adminApi(page.request, 'PUT', '/admin/menus/header', headerMenu);
    await adminApi(page.request, 'PUT', '/admin/menus/footer', footerMenu);
  }
}

/** A page as a visitor in that language first meets it: a fresh browser, no language saved. */
async function visit(browser: Browser, baseURL: string, path: string, locale: string, width = 1280) {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(path);
  return { tab, close: () => context.close() };
}

/** A link's section by its number, whatever its text reads as it is typed ("Lien 2 · À propos"). */
const linkSection = (within: Page | Locator, texts: (typeof TEXTS)[Language], number: number) =>
  within.getByRole('region', { name: new RegExp(`^${texts.link} ${number}( ·|$)`) });

/** The language inputs of a link's text, in its section. */
const labelInput = (section: Locator, texts: (typeof TEXTS)[Language], language: 'french' | 'english') =>
  section.getByRole('group', { name: texts.label }).getByLabel(texts[language]);

for (const language of ['fr', 'en'] as const) {
  const texts = TEXTS[language];

  test.describe(`${language} browser`, () => {
    test.use({ locale: texts.locale });

    test(`${language}: an editor renames, hides and moves header links; each language's header and phone menu show their own`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      await signIn(page, await createStaff(page.request, 'editor'));
      await restoring(page, async () => {
        await page.goto('/admin/menus');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
        await expect(page.getByRole('link', { name: texts.header })).toHaveAttribute('aria-current', 'page');
        const about = linkSection(page, texts, 2);
        await expect(about).toHaveAccessibleName(`${texts.link} 2 · ${language === 'fr' ? 'À propos' : 'About'}`);
        await expectNoAxeViolations(page);

        await labelInput(about, texts, 'french').fill('Qui sommes-nous');
        await labelInput(about, texts, 'english').fill('Who we are');
        await expect(about).toHaveAccessibleName(
          `${texts.link} 2 · ${language === 'fr' ? 'Qui sommes-nous' : 'Who we are'}`,
        );
        const careers = linkSection(page, texts, 8);
        await expect(careers).toHaveAccessibleName(`${texts.link} 8 · ${language === 'fr' ? 'Carrières' : 'Careers'}`);
        await careers.getByRole('group', { name: texts.shownIn }).getByLabel(texts.english).uncheck();
        await page.getByRole('button', { name: texts.up(9) }).click();
        const contact = linkSection(page, texts, 8);
        await expect(contact).toHaveAccessibleName(`${texts.link} 8 · Contact`);

        // A link shown in no language is refused on its own checkboxes.
        await contact.getByRole('group', { name: texts.shownIn }).getByLabel(texts.french).uncheck();
        await contact.getByRole('group', { name: texts.shownIn }).getByLabel(texts.english).uncheck();
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(page.getByText(texts.errors)).toBeVisible();
        await expect(contact.getByText(texts.noLanguage)).toBeVisible();
        await contact.getByRole('group', { name: texts.shownIn }).getByLabel(texts.french).check();
        await contact.getByRole('group', { name: texts.shownIn }).getByLabel(texts.english).check();
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.saved)).toBeVisible();

        const headerLinks = async (path: string, locale: string, navigation: string) => {
          const visitor = await visit(browser, ownSite.baseUrl, path, locale);
          try {
            await expectNoAxeViolations(visitor.tab);
            return await visitor.tab.getByRole('navigation', { name: navigation }).getByRole('link').allInnerTexts();
          } finally {
            await visitor.close();
          }
        };
        expect(await headerLinks('/', 'fr-FR', 'Navigation principale')).toEqual([
          'Accueil',
          'Qui sommes-nous',
          'Services',
          'Solutions',
          'Portfolio',
          'Clients',
          'Blog',
          'Contact',
          'Carrières',
        ]);
        expect(await headerLinks('/en', 'en-GB', 'Main navigation')).toEqual([
          'Home',
          'Who we are',
          'Services',
          'Solutions',
          'Portfolio',
          'Clients',
          'Blog',
          'Contact',
        ]);
        // The phone menu shows the same links.
        const phone = await visit(browser, ownSite.baseUrl, '/en', 'en-GB', 375);
        try {
          // The header's button answers once the page's scripts run.
          await waitForHydration(phone.tab);
          await phone.tab.getByRole('button', { name: 'Open the menu' }).click();
          const phoneMenu = phone.tab.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
          await expect(phoneMenu.getByRole('link', { name: 'Who we are' })).toBeVisible();
          await expect(phoneMenu.getByRole('link', { name: 'Careers' })).toHaveCount(0);
        } finally {
          await phone.close();
        }
      });
      expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    });

    test(`${language}: an editor adds an address to a footer column; a wrong one is refused on its field`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      await signIn(page, await createStaff(page.request, 'editor'));
      await restoring(page, async () => {
        await page.goto('/admin/menus');
        await page.getByRole('link', { name: texts.footer }).click();
        await expect(page).toHaveURL(/\/admin\/menus\?menu=footer/);
        const support = page.getByRole('region', { name: texts.column(3, 'Support') });
        await expect(support).toBeVisible();
        await expectNoAxeViolations(page);

        await support.getByRole('button', { name: texts.addLink }).click();
        const added = linkSection(support, texts, 7);
        await expect(added).toHaveAccessibleName(`${texts.link} 7`);
        await labelInput(added, texts, 'french').fill('État des services');
        await labelInput(added, texts, 'english').fill('Service status');
        await added.getByLabel(texts.target).selectOption({ label: texts.otherAddress });
        await added.getByLabel(texts.address).fill('javascript:alert(1)');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(added.getByText(texts.badAddress)).toBeVisible();
        await expect(added.getByLabel(texts.address)).toHaveAttribute('aria-invalid', 'true');

        await added.getByLabel(texts.address).fill('https://status.weltaare.test');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.saved)).toBeVisible();
        await expectNoAxeViolations(page);

        for (const [path, locale, label] of [
          ['/', 'fr-FR', 'État des services'],
          ['/en', 'en-GB', 'Service status'],
        ] as const) {
          const visitor = await visit(browser, ownSite.baseUrl, path, locale);
          try {
            await expect(visitor.tab.getByRole('contentinfo').getByRole('link', { name: label })).toHaveAttribute(
              'href',
              'https://status.weltaare.test',
            );
          } finally {
            await visitor.close();
          }
        }
      });
      expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    });
  });
}
