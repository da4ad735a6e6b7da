import type { Browser, Locator, Page } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, apiWithToken, createStaff, signIn } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { expect, test } from '../support/own-site.ts';

// The home page is one record for the whole site: these tests run on a site of their worker's own,
// and each puts the page back for the next.

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    list: 'Pages',
    home: 'Accueil',
    edit: 'Modifier la page',
    section: (number: number, type: string) => `Section ${number} · ${type}`,
    hero: 'Bannière d’accueil',
    tiles: 'Tuiles d’arguments',
    cta: 'Appel à l’action',
    title: 'Titre',
    french: 'Français',
    english: 'Anglais',
    hidden: 'Masquée sur le site',
    up: (number: number) => `Monter la section ${number}`,
    addType: 'Section à ajouter',
    add: 'Ajouter la section',
    buttonLink: 'Lien du bouton',
    badAddress: 'Adresse invalide\u00a0: une page du site (/…), https://…, mailto:… ou tel:…',
    required: 'Le texte en français est obligatoire',
    save: 'Enregistrer',
    saved: '« Accueil » enregistré',
    about: 'À propos',
    aboutSaved: '« À propos » enregistré',
    text: 'Texte',
    tileText: 'Texte de la tuile',
    story: 'Section 2 · Texte',
    missionTiles: 'Section 3 · Tuiles d’arguments',
    portfolio: 'Portfolio',
    portfolioSaved: '« Portfolio » enregistré',
    pageHeader: 'Section 1 · En-tête de page',
    pageTitle: 'Titre de la page',
    search: 'Rechercher',
    errors: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
    legalText: 'Section 2 · Texte juridique',
    articleText: 'Texte de l’article · Français',
    updatedOn: 'Dernière mise à jour',
    privacySaved: '« Politique de confidentialité » enregistré',
    billingTopic: 'Section 3 · Thème d’aide',
    addQuestion: 'Ajouter une question',
    question: 'Question',
    answer: 'Réponse',
    helpSaved: '« Centre d’aide » enregistré',
    imageText: 'Image et texte',
    checklist: 'Anglais\u00a0: complet (1 champ)',
    contactCards: 'Coordonnées, horaires et plan',
    featured: 'Éléments à la une',
    whichItems: 'Quels éléments',
    nextEvents: 'Prochains événements',
    form: 'Formulaire',
    duplicate: (number: number) => `Dupliquer la section ${number}`,
    remove: (number: number) => `Retirer la section ${number}`,
    whichForm: 'Quel formulaire',
    contactForm: 'Nous écrire (formulaire de contact)',
    schedule: 'Programmer une modification',
    scheduleWhen: 'Mettre en ligne le',
    scheduleSubmit: 'Programmer ces modifications',
    scheduled: /^Modifications programmées pour le /,
    waiting:
      /^Une modification est programmée pour le .*, par .*\u00a0: Sections\. Elle remplacera ces champs de la page à cette minute\.$/,
    schedulePreview: 'Voir l’aperçu de la modification',
    scheduleCancel: 'Annuler la modification programmée',
    scheduleCancelled: 'Modification programmée annulée',
    future: 'Choisissez une date et une heure à venir',
    previewPanel: 'Aperçu de la page',
    listScheduled: 'Programmé · ',
  },
  en: {
    locale: 'en-GB',
    list: 'Pages',
    home: 'Home',
    edit: 'Edit page',
    section: (number: number, type: string) => `Section ${number} · ${type}`,
    hero: 'Hero banner',
    tiles: 'Feature tiles',
    cta: 'Call to action',
    title: 'Title',
    french: 'French',
    english: 'English',
    hidden: 'Hidden on the site',
    up: (number: number) => `Move section ${number} up`,
    addType: 'Section to add',
    add: 'Add the section',
    buttonLink: 'Button link',
    badAddress: 'Invalid address: a page of the site (/…), https://…, mailto:… or tel:…',
    required: 'The French text is required',
    save: 'Save',
    saved: '“Home” saved',
    about: 'About',
    aboutSaved: '“About” saved',
    text: 'Text',
    tileText: 'Tile text',
    story: 'Section 2 · Text',
    missionTiles: 'Section 3 · Feature tiles',
    portfolio: 'Portfolio',
    portfolioSaved: '“Portfolio” saved',
    pageHeader: 'Section 1 · Page header',
    pageTitle: 'Page title',
    search: 'Search',
    errors: 'The form has errors: correct the highlighted fields.',
    legalText: 'Section 2 · Legal text',
    articleText: 'Article text · French',
    updatedOn: 'Last updated',
    privacySaved: '“Privacy policy” saved',
    billingTopic: 'Section 3 · Help topic',
    addQuestion: 'Add a question',
    question: 'Question',
    answer: 'Answer',
    helpSaved: '“Help centre” saved',
    imageText: 'Picture and text',
    checklist: 'English: complete (1 field)',
    contactCards: 'Contact details, hours and map',
    featured: 'Featured items',
    whichItems: 'Which items',
    nextEvents: 'Next events',
    form: 'Form',
    duplicate: (number: number) => `Duplicate section ${number}`,
    remove: (number: number) => `Remove section ${number}`,
    whichForm: 'Which form',
    contactForm: 'Write to us (contact form)',
    schedule: 'Schedule a change',
    scheduleWhen: 'Put online on',
    scheduleSubmit: 'Schedule these changes',
    scheduled: /^Changes scheduled for /,
    waiting:
      /^A change is scheduled for .*, by .*: Sections\. It will replace these fields of the page at that minute\.$/,
    schedulePreview: 'Preview the change',
    scheduleCancel: 'Withdraw the scheduled change',
    scheduleCancelled: 'Scheduled change withdrawn',
    future: 'Choose a date and time still to come',
    previewPanel: 'Page preview',
    listScheduled: 'Scheduled · ',
  },
} as const;

interface StoredPage {
  id: number;
  key: string;
  version: number;
  sections: unknown[];
}

/**
 * A site page as the test found it, put back whatever the test saved since (no version sent: not
 * checked), and the editor's editing mark given back: the next test's editor finds the page free.
 */
async function restoringPage(
  page: Page,
  key: 'home' | 'about' | 'portfolio' | 'privacy' | 'help',
  editorToken: string,
  work: (stored: StoredPage) => Promise<void>,
) {
  const pages = await adminApi<StoredPage[]>(page.request, 'GET', '/admin/pages?per_page=50');
  const stored = pages.find((candidate) => candidate.key === key);
  if (!stored) throw new Error(`no ${key} page`);
  try {
    await work(stored);
  } finally {
    await apiWithToken(page.request, editorToken, 'DELETE', `/admin/pages/${stored.id}/edit-mark`);
    // A change the test left scheduled is withdrawn.
    const schedule = `/admin/pages/${stored.id}/schedule`;
    if (await apiWithToken(page.request, editorToken, 'GET', schedule))
      await apiWithToken(page.request, editorToken, 'DELETE', schedule);
    const { id, version: _version, ...fields } = stored as StoredPage & Record<string, unknown>;
    await adminApi(page.request, 'PUT', `/admin/pages/${id}`, fields);
  }
}

/** A page as a visitor in that language first meets it: a fresh browser, at a phone's or a laptop's width. */
async function visitPage(browser: Browser, baseURL: string, path: string, language: Language, width: number) {
  const context = await browser.newContext({
    baseURL,
    locale: TEXTS[language].locale,
    viewport: { width, height: 800 },
  });
  const tab = await context.newPage();
  await tab.goto(language === 'fr' ? path : `/en${path === '/' ? '' : path}`);
  return { tab, close: () => context.close() };
}
const visitHome = (browser: Browser, baseURL: string, language: Language, width: number) =>
  visitPage(browser, baseURL, '/', language, width);

/** Runs the checks on a page as a visitor meets it, then closes their browser. */
async function asVisitor(
  visit: Promise<{ tab: Page; close: () => Promise<void> }>,
  check: (tab: Page) => Promise<void>,
) {
  const { tab, close } = await visit;
  try {
    await check(tab);
  } finally {
    await close();
  }
}

/** Types a text in French and in English into a field of both languages, found by its label's beginning. */
async function fillBoth(scope: Locator, label: string, language: Language, texts: { fr: string; en: string }) {
  const field = scope.getByRole('group', { name: new RegExp(`^${label}( |$)`) }).first();
  await field.getByLabel(TEXTS[language].french).fill(texts.fr);
  await field.getByLabel(TEXTS[language].english).fill(texts.en);
}

for (const language of ['fr', 'en'] as const) {
  const texts = TEXTS[language];

  test.describe(`${language} browser`, () => {
    test.use({ locale: texts.locale });

    test(`${language}: an editor retitles the hero, hides the call to action and moves the tiles up; both languages' home pages show it`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'home', editor, async (home) => {
        await page.goto('/admin/pages');
        await expect(page.getByRole('heading', { level: 1, name: texts.list })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: texts.home, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${home.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: texts.edit })).toBeVisible();

        const hero = page.getByRole('region', { name: texts.section(1, texts.hero) });
        await expect(hero).toBeVisible();
        // The page's English is complete: its sections are one field of the translation checklist.
        await expect(page.getByText(texts.checklist, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        const title = hero.getByRole('group', { name: texts.title, exact: true });
        await title.getByLabel(texts.french).fill('Le numérique au service de Conakry');
        await title.getByLabel(texts.english).fill('Digital work for Conakry');

        await page
          .getByRole('region', { name: texts.section(7, texts.cta) })
          .getByLabel(texts.hidden)
          .check();
        await page.getByRole('button', { name: texts.up(4) }).click();
        await expect(page.getByRole('region', { name: texts.section(3, texts.tiles) })).toBeVisible();
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.saved)).toBeVisible();

        await asVisitor(visitHome(browser, ownSite.baseUrl, 'fr', 375), async (tab) => {
          await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Le numérique au service de Conakry');
          await expect(tab.getByText('Prêt à lancer votre projet')).toHaveCount(0);
          const headings = await tab.getByRole('heading', { level: 2 }).allInnerTexts();
          expect(headings.indexOf('Pourquoi choisir Weltaare\u202f?')).toBeLessThan(
            headings.indexOf('Nos services phares'),
          );
          await expectNoAxeViolations(tab);
        });
        await asVisitor(visitHome(browser, ownSite.baseUrl, 'en', 1280), async (tab) => {
          await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Digital work for Conakry');
          await expect(tab.getByText('Ready to launch your project?')).toHaveCount(0);
          await expectNoAxeViolations(tab);
        });
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor adds a call to action; an empty title and a wrong address are refused on their fields`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'home', editor, async (home) => {
        await page.goto(`/admin/pages/edit/${home.id}`);
        await page.getByLabel(texts.addType).selectOption({ label: texts.cta });
        await page.getByRole('button', { name: texts.add }).click();
        const added = page.getByRole('region', { name: texts.section(8, texts.cta) });
        await expect(added).toBeVisible();
        await added.getByLabel(new RegExp(`^${texts.buttonLink}`)).fill('javascript:alert(1)');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(page.getByText(texts.errors)).toBeVisible();
        await expect(added.getByText(texts.badAddress)).toBeVisible();
        await expect(added.getByText(texts.required).first()).toBeVisible();
        await expectNoAxeViolations(page);

        // Named "Titre EN manquant" once its French is typed and its English not yet.
        await fillBoth(added, texts.title, language, {
          fr: 'Une question sur nos tarifs\u202f?',
          en: 'A question about our prices?',
        });
        const label = added.getByRole('group', { name: language === 'fr' ? 'Texte du bouton' : 'Button text' });
        await label.getByLabel(texts.french).fill('Écrivez-nous sur WhatsApp');
        await label.getByLabel(texts.english).fill('Write to us on WhatsApp');
        await added.getByLabel(new RegExp(`^${texts.buttonLink}`)).fill('https://wa.me/224620000000');
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.saved)).toBeVisible();

        await asVisitor(visitHome(browser, ownSite.baseUrl, language, language === 'fr' ? 375 : 1280), async (tab) => {
          const invitation = language === 'fr' ? 'Écrivez-nous sur WhatsApp' : 'Write to us on WhatsApp';
          await expect(tab.getByRole('link', { name: invitation })).toHaveAttribute(
            'href',
            'https://wa.me/224620000000',
          );
        });
      });
      expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    });

    test(`${language}: an editor rewrites the about page's mission and story; each language's about page shows its own`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'about', editor, async (about) => {
        await page.goto('/admin/pages');
        await page.getByRole('link', { name: texts.about, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${about.id}$`));
        const tiles = page.getByRole('region', { name: texts.missionTiles });
        const mission = tiles.getByRole('group', { name: new RegExp(`^${texts.tileText}( |$)`) }).first();
        await mission.getByLabel(texts.french).fill('Équiper chaque commerce de Kaloum d’un site rapide.');
        await mission.getByLabel(texts.english).fill('Give every shop in Kaloum a fast site.');
        const story = page.getByRole('region', { name: texts.story });
        const frenchStory = story.getByRole('textbox', { name: new RegExp(`^${texts.text} · ${texts.french}`) });
        await frenchStory.click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('Née à Conakry, au service de toute la Guinée.');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.aboutSaved)).toBeVisible();

        await asVisitor(visitPage(browser, ownSite.baseUrl, '/about', 'fr', 375), async (tab) => {
          await expect(tab.getByRole('region', { name: 'Notre mission' })).toContainText(
            'Équiper chaque commerce de Kaloum d’un site rapide.',
          );
          await expect(tab.getByRole('region', { name: 'Notre histoire' })).toContainText(
            'Née à Conakry, au service de toute la Guinée.',
          );
          await expectNoAxeViolations(tab);
        });
        await asVisitor(visitPage(browser, ownSite.baseUrl, '/about', 'en', 1280), async (tab) => {
          await expect(tab.getByRole('region', { name: 'Our mission' })).toContainText(
            'Give every shop in Kaloum a fast site.',
          );
          // The English story was left as it was: staff changed the French one only.
          await expect(tab.getByRole('region', { name: 'Our story' })).toContainText('Our office is in Dubreka.');
          await expect(tab.getByText('Équiper chaque commerce')).toHaveCount(0);
        });
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor schedules the portfolio's new title for a later minute; the site keeps the page, the editor previews the change waiting and withdraws it${language === 'fr' ? ' @both-sizes' : ''}`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'portfolio', editor, async (portfolio) => {
        await page.goto(`/admin/pages/edit/${portfolio.id}`);
        const header = page.getByRole('region', { name: texts.pageHeader });
        await fillBoth(header, texts.pageTitle, language, { fr: 'Nos projets de 2030', en: 'Our 2030 projects' });
        const panel = page.getByRole('region', { name: texts.schedule });
        const when = panel.getByLabel(texts.scheduleWhen);
        // A minute gone by is refused on the field, before anything is sent.
        await when.fill('2020-01-15T08:00');
        await panel.getByRole('button', { name: texts.scheduleSubmit }).click();
        await expect(when).toHaveAccessibleDescription(texts.future);
        await when.fill('2030-01-15T08:00');
        await panel.getByRole('button', { name: texts.scheduleSubmit }).click();
        await expect(toast(page, texts.scheduled)).toBeVisible();
        await expect(panel.getByRole('status')).toHaveText(texts.waiting);
        // The form shows the page as it is online again: the change waits in the schedule.
        await expect(
          header
            .getByRole('group', { name: new RegExp(`^${texts.pageTitle}( |$)`) })
            .first()
            .getByLabel(texts.french),
        ).toHaveValue('Nos réalisations');
        await expectNoAxeViolations(page);

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/portfolio', language, language === 'fr' ? 375 : 1280),
          async (tab) => {
            await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
              language === 'fr' ? 'Nos réalisations' : 'Our work',
            );
          },
        );

        // The pages list marks the page with its change waiting.
        await page.goto('/admin/pages');
        await expect(page.getByRole('row', { name: new RegExp(texts.portfolio) })).toContainText(texts.listScheduled);
        await page.goto(`/admin/pages/edit/${portfolio.id}`);

        // The preview is beside the form on a wide screen, in a new tab on a phone.
        const previewTitle = language === 'fr' ? 'Nos projets de 2030' : 'Our 2030 projects';
        if ((page.viewportSize()?.width ?? 0) >= 768) {
          await panel.getByRole('button', { name: texts.schedulePreview }).click();
          const preview = page.getByRole('complementary', { name: texts.previewPanel }).frameLocator('iframe');
          await expect(preview.getByRole('heading', { level: 1 })).toHaveText(previewTitle);
        } else {
          const opened = page.waitForEvent('popup');
          await panel.getByRole('button', { name: texts.schedulePreview }).click();
          const tab = await opened;
          await expect(tab.getByRole('heading', { level: 1 })).toHaveText(previewTitle);
          await tab.close();
        }

        await panel.getByRole('button', { name: texts.scheduleCancel }).click();
        await expect(toast(page, texts.scheduleCancelled)).toBeVisible();
        await expect(panel.getByRole('status')).toHaveCount(0);
        const left = await adminApi<unknown>(page.request, 'GET', `/admin/pages/${portfolio.id}/schedule`);
        expect(left).toBeNull();
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor finds the portfolio by its name and retitles its introduction; the portfolio shows it`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'portfolio', editor, async (portfolio) => {
        await page.goto('/admin/pages');
        await page.getByRole('searchbox', { name: texts.search }).fill(texts.portfolio);
        // Searched: the other pages leave the list.
        await expect(page.getByRole('main').getByRole('link', { name: texts.home, exact: true })).toHaveCount(0);
        // A click on a row the list's refetch is redrawing can be lost: clicked again until it leads on.
        await expect(async () => {
          await page.getByRole('main').getByRole('link', { name: texts.portfolio, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${portfolio.id}$`), { timeout: 2_000 });
        }).toPass();
        const header = page.getByRole('region', { name: texts.pageHeader });
        await fillBoth(header, texts.pageTitle, language, {
          fr: 'Nos projets à Conakry et en Guinée',
          en: 'Our projects in Conakry and Guinea',
        });
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.portfolioSaved)).toBeVisible();

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/portfolio', language, language === 'fr' ? 375 : 1280),
          async (tab) => {
            await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
              language === 'fr' ? 'Nos projets à Conakry et en Guinée' : 'Our projects in Conakry and Guinea',
            );
            await expectNoAxeViolations(tab);
          },
        );
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor rewrites a paragraph of the privacy policy quoting the settings, and dates it; the policy shows it`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      const settings = (
        (await (await page.request.get('/api/settings?lang=fr')).json()) as {
          data: { company: { legal_name: string }; contact: { email: string } };
        }
      ).data;
      await restoringPage(page, 'privacy', editor, async (privacy) => {
        await page.goto(`/admin/pages/edit/${privacy.id}`);
        const document = page.getByRole('region', { name: texts.legalText });
        await document.getByLabel(texts.updatedOn).fill('2026-12-01');
        const paragraph = document
          .getByRole('group', { name: 'Article 1', exact: true })
          .getByRole('textbox', { name: new RegExp(`^${texts.articleText}`) });
        await paragraph.click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('Après relecture, {company.legal_name} répond à {contact.email}.');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.privacySaved)).toBeVisible();

        await asVisitor(visitPage(browser, ownSite.baseUrl, '/privacy', 'fr', 375), async (tab) => {
          const article = tab.getByRole('region', { name: '1. Responsable du traitement' });
          await expect(article).toContainText(
            `Après relecture, ${settings.company.legal_name} répond à ${settings.contact.email}.`,
          );
          await expect(article.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
            'href',
            `mailto:${settings.contact.email}`,
          );
          await expect(tab.getByText('Dernière mise à jour\u00a0: 1 décembre 2026')).toBeVisible();
          await expectNoAxeViolations(tab);
        });
        await asVisitor(visitPage(browser, ownSite.baseUrl, '/privacy', 'en', 1280), async (tab) => {
          await expect(tab.getByText('Last updated: December 1, 2026')).toBeVisible();
          await expect(tab.getByRole('note')).toContainText('the French text prevails');
          // Only the French was rewritten.
          await expect(tab.getByRole('region', { name: '1. Data controller' })).toContainText(
            'The controller of the personal data',
          );
          await expectNoAxeViolations(tab);
        });
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor adds a question to the help centre's billing theme; the centre shows it and its search finds it`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'help', editor, async (help) => {
        await page.goto(`/admin/pages/edit/${help.id}`);
        const billing = page.getByRole('region', { name: texts.billingTopic });
        await billing.getByRole('button', { name: texts.addQuestion }).click();
        const added = billing.getByRole('group', { name: `${texts.question} 5`, exact: true });
        await fillBoth(added, texts.question, language, {
          fr: 'Puis-je payer en trois fois\u202f?',
          en: 'Can I pay in three instalments?',
        });
        await fillBoth(added, texts.answer, language, {
          fr: 'Oui, sur demande à {contact.email}.',
          en: 'Yes, on request to {contact.email}.',
        });
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.helpSaved)).toBeVisible();

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/help', language, language === 'fr' ? 375 : 1280),
          async (tab) => {
            const asked = language === 'fr' ? 'Puis-je payer en trois fois\u202f?' : 'Can I pay in three instalments?';
            const theme = tab.getByRole('region', {
              name: language === 'fr' ? 'Paiement et facturation' : 'Payment and billing',
            });
            await theme.getByText(asked).click();
            await expect(
              theme.getByText(language === 'fr' ? /^Oui, sur demande à .+@.+\.$/ : /^Yes, on request to .+@.+\.$/),
            ).toBeVisible();
            await expectNoAxeViolations(tab);
            // The centre's own search, as the visitor types.
            await tab.getByRole('searchbox').fill(language === 'fr' ? 'trois fois' : 'instalments');
            await expect(tab.getByRole('main').getByRole('status')).toHaveText(
              language === 'fr' ? '1 question correspond à votre recherche.' : '1 question matches your search.',
            );
          },
        );
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor adds a picture-and-text section to the about page; the page shows it`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'about', editor, async (about) => {
        await page.goto(`/admin/pages/edit/${about.id}`);
        await page.getByLabel(texts.addType).selectOption({ label: texts.imageText });
        await page.getByRole('button', { name: texts.add }).click();
        const added = page.getByRole('region', { name: new RegExp(`^Section \\d+ · ${texts.imageText}$`) });
        await expect(added).toBeVisible();
        await fillBoth(added, texts.title, language, { fr: 'Notre bureau de Dubreka', en: 'Our office in Dubreka' });
        const text = added.getByRole('textbox', { name: new RegExp(`^${texts.text} · ${texts.french}`) });
        await text.click();
        await page.keyboard.type('Passez nous voir du lundi au samedi.');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.aboutSaved)).toBeVisible();

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/about', 'fr', language === 'fr' ? 375 : 1280),
          async (tab) => {
            await expect(tab.getByRole('region', { name: 'Notre bureau de Dubreka' })).toContainText(
              'Passez nous voir du lundi au samedi.',
            );
            await expectNoAxeViolations(tab);
          },
        );
      });
      expect(errors).toEqual([]);
    });

    test(`${language}: an editor adds the contact cards and the next events to the about page; the page shows them`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      await restoringPage(page, 'about', editor, async (about) => {
        await page.goto(`/admin/pages/edit/${about.id}`);
        const add = async (type: string, fill: (section: Locator) => Promise<void>) => {
          await page.getByLabel(texts.addType).selectOption({ label: type });
          await page.getByRole('button', { name: texts.add }).click();
          const added = page.getByRole('region', { name: new RegExp(`^Section \\d+ · ${type}$`) }).last();
          await expect(added).toBeVisible();
          await fill(added);
        };
        await add(texts.contactCards, async (section) => {
          await fillBoth(section, texts.title, language, { fr: 'Venez nous voir', en: 'Come and see us' });
        });
        await add(texts.featured, async (section) => {
          await section.getByLabel(texts.whichItems).selectOption({ label: texts.nextEvents });
          await fillBoth(section, texts.title, language, { fr: 'Nos prochains rendez-vous', en: 'Our next meetings' });
        });
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.aboutSaved)).toBeVisible();

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/about', language, language === 'fr' ? 375 : 1280),
          async (tab) => {
            const contact = tab.getByRole('region', {
              name: language === 'fr' ? 'Venez nous voir' : 'Come and see us',
            });
            await expect(
              contact.getByRole('heading', {
                level: 2,
                name: language === 'fr' ? 'Horaires d’ouverture' : 'Opening hours',
              }),
            ).toBeVisible();
            await expect(contact.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
            const events = tab.getByRole('region', {
              name: language === 'fr' ? 'Nos prochains rendez-vous' : 'Our next meetings',
            });
            await expect(events.getByRole('listitem').first()).toBeVisible();
            await expectNoAxeViolations(tab);
          },
        );
      });
      expect(errors).toEqual([]);
    });
    test(`${language}: an editor places the contact form on the about page; a visitor writes from there`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      const title = { fr: 'Un projet en tête\u202f?', en: 'A project in mind?' };
      await restoringPage(page, 'about', editor, async (about) => {
        await page.goto(`/admin/pages/edit/${about.id}`);
        await page.getByLabel(texts.addType).selectOption({ label: texts.form });
        await page.getByRole('button', { name: texts.add }).click();
        const added = page.getByRole('region', { name: new RegExp(`^Section \\d+ · ${texts.form}$`) }).last();
        await added.getByLabel(texts.whichForm).selectOption({ label: texts.contactForm });
        await fillBoth(added, texts.title, language, title);
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.aboutSaved)).toBeVisible();

        const sender = `about-${language}-${Date.now()}@example.com`;
        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/about', language, language === 'fr' ? 375 : 1280),
          async (tab) => {
            const form = tab.getByRole('region', { name: title[language] });
            const label = (fr: string, en: string) => new RegExp(`^${language === 'fr' ? fr : en}`);
            await form.getByLabel(label('Prénom', 'First name')).fill('Fanta');
            await form.getByLabel(label('Nom', 'Last name')).fill('Kourouma');
            await form.getByLabel(label('Email', 'Email')).fill(sender);
            await form
              .getByLabel(label('Message', 'Message'))
              .fill('Un site pour notre école, écrit depuis la page À propos.');
            await expectNoAxeViolations(tab);
            await form.getByRole('button', { name: language === 'fr' ? 'Envoyer le message' : 'Send message' }).click();
            await expect(
              tab.getByText(language === 'fr' ? /^Votre message a été envoyé/ : /^Your message has been sent/).first(),
            ).toBeVisible();
          },
        );
        const stored = await adminApi<{ email: string }[]>(
          page.request,
          'GET',
          `/admin/messages?search=${encodeURIComponent(sender)}`,
        );
        expect(stored.map((message) => message.email)).toEqual([sender]);
      });
      expect(errors).toEqual([]);
    });
    test(`${language}: an editor duplicates the about page's story and removes its values; the page shows two stories and no values`, async ({
      page,
      browser,
      ownSite,
    }) => {
      const errors = collectConsoleErrors(page);
      const editor = await signIn(page, await createStaff(page.request, 'editor'));
      const sequel = { fr: 'Notre histoire, la suite', en: 'Our story, continued' };
      await restoringPage(page, 'about', editor, async (about) => {
        await page.goto(`/admin/pages/edit/${about.id}`);
        await page.getByRole('button', { name: texts.duplicate(2) }).click();
        const copy = page.getByRole('region', { name: texts.section(3, texts.text) });
        await expect(
          copy
            .getByRole('group', { name: new RegExp(`^${texts.title}`) })
            .first()
            .getByLabel(texts.french),
        ).toHaveValue('Notre histoire');
        await fillBoth(copy, texts.title, language, sequel);
        // The values' tiles were the fourth section; the copy made them the fifth.
        await page.getByRole('button', { name: texts.remove(5) }).click();
        await page.getByRole('button', { name: texts.save, exact: true }).click();
        await expect(toast(page, texts.aboutSaved)).toBeVisible();

        await asVisitor(
          visitPage(browser, ownSite.baseUrl, '/about', language, language === 'fr' ? 1280 : 375),
          async (tab) => {
            const story = language === 'fr' ? 'Notre histoire' : 'Our story';
            await expect(tab.getByRole('heading', { level: 2, name: story, exact: true })).toBeVisible();
            await expect(tab.getByRole('heading', { level: 2, name: sequel[language] })).toBeVisible();
            await expect(
              tab.getByRole('heading', { level: 2, name: language === 'fr' ? 'Nos valeurs' : 'Our values' }),
            ).toHaveCount(0);
          },
        );
      });
      expect(errors).toEqual([]);
    });
  });
}
