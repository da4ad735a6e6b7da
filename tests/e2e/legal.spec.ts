import { localizedPath } from '#contract/page-urls.ts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

type Lang = 'fr' | 'en';

interface Settings {
  company: { name: string; legal_name: string };
  contact: { email: string; phone: string };
}

async function settings(request: APIRequestContext, lang: Lang): Promise<Settings> {
  const response = await request.get(`/api/settings?lang=${lang}`);
  return ((await response.json()) as { data: Settings }).data;
}

/** Visible text of the page with every kind of space (U+00A0, U+202F...) turned into a plain space. */
async function mainText(page: Page): Promise<string> {
  return (await page.getByRole('main').innerText()).replace(/\s+/gu, ' ');
}

const pages = [
  {
    path: '/privacy',
    sections: 11,
    title: { fr: 'Politique de confidentialité', en: 'Privacy Policy' },
    firstHeading: { fr: '1. Responsable du traitement', en: '1. Data controller' },
    constants: {
      fr: ['3 ans', '10 ans', '26 mois', '30 jours'],
      en: ['3 years', '10 years', '26 months', '30 days'],
    },
  },
  {
    path: '/terms',
    sections: 11,
    title: { fr: 'Conditions générales de vente', en: 'General Terms of Sale' },
    firstHeading: { fr: 'Article 1 – Objet et champ d’application', en: 'Article 1 – ' },
    constants: {
      fr: ['30 jours', '50 %', '1,5 %', '15 jours', '8 jours', 'GNF'],
      en: ['30 days', '50%', '1.5%', '15 days', '8 days', 'GNF'],
    },
  },
  {
    path: '/legal',
    sections: 10,
    title: { fr: 'Mentions légales', en: 'Legal Notice' },
    firstHeading: { fr: '1. Éditeur du site', en: '1. Website publisher' },
    constants: { fr: ['1 000 000 GNF'], en: ['1,000,000 GNF'] },
  },
] as const;

const intro = { fr: 'Dernière mise à jour', en: 'Last updated' } as const;
const tocTitle = { fr: 'Sommaire', en: 'Contents' } as const;

test.describe('legal pages', () => {
  for (const legal of pages) {
    for (const lang of ['fr', 'en'] as const) {
      const url = localizedPath(legal.path, lang);

      test(`${url} shows its ${legal.sections} sections, the constants and the company details`, async ({
        page,
        request,
      }) => {
        const errors = collectConsoleErrors(page);
        const company = await settings(request, lang);
        const response = await visit(page, url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(new RegExp(legal.title[lang]));

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title[lang]);
        await expect(page.getByText(new RegExp(`^${intro[lang]}`))).toBeVisible();

        const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
        await expect(headings).toHaveCount(legal.sections);
        await expect(headings.first()).toContainText(legal.firstHeading[lang]);
        const toc = page.getByRole('navigation', { name: tocTitle[lang] });
        await expect(toc.getByRole('link')).toHaveCount(legal.sections);
        // Every section is a region named by its heading.
        for (const text of await headings.allInnerTexts()) {
          await expect(page.getByRole('region', { name: text })).toHaveCount(1);
          await expect(toc.getByRole('link', { name: text })).toHaveCount(1);
        }

        const text = await mainText(page);
        for (const constant of legal.constants[lang]) expect(text).toContain(constant);
        expect(text).toContain(company.contact.email);
        expect(text).toContain(company.contact.phone);
        expect(text).toContain(company.company.legal_name);
        await expect(page.getByRole('main').getByRole('link', { name: company.contact.email }).first()).toHaveAttribute(
          'href',
          `mailto:${company.contact.email}`,
        );
        // The English version says it is a translation and leads to the French text, which prevails.
        const notice = page.getByRole('note');
        if (lang === 'en') {
          await expect(notice).toContainText('the French text prevails');
          await expect(notice.getByRole('link', { name: 'Read the French text' })).toHaveAttribute('href', legal.path);
        } else {
          await expect(notice).toHaveCount(0);
        }
        expect(errors).toEqual([]);
      });
    }

    test(`${legal.path}: the table of contents jumps to each section`, async ({ page }) => {
      await visit(page, legal.path);
      await waitForHydration(page);
      const toc = page.getByRole('navigation', { name: 'Sommaire' });
      const last = legal.sections;
      await toc
        .getByRole('link')
        .nth(last - 1)
        .click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}#section-${last}$`));
      await expect(page.locator(`#section-${last}`).getByRole('heading', { level: 2 })).toBeInViewport();
      await toc.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`#section-2$`));
      await expect(page.locator('#section-2').getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }

  test('the server HTML holds the whole document, readable without JavaScript', async ({ browser, request }) => {
    const html = await (await request.get('/terms', { headers: { 'accept-language': 'fr-FR' } })).text();
    expect(html).toContain('Article 11 – Droit applicable et litiges');
    expect(html).toContain('href="#section-11"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(11);
    await page
      .getByRole('navigation', { name: 'Sommaire' })
      .getByRole('link', { name: '8. Cookies et stockage local' })
      .click();
    await expect(page).toHaveURL(/#section-8$/);
    await context.close();
  });

  test('the privacy policy names what the browser keeps: light mode, a message waiting offline, pages seen', async ({
    page,
  }) => {
    for (const [lang, section, texts] of [
      [
        'fr',
        '8. Cookies et stockage local',
        ['« weltaare-light »', '« weltaare-contact-queue »', 'rester lisibles sans connexion'],
      ],
      [
        'en',
        '8. Cookies and local storage',
        ['“weltaare-light”', '“weltaare-contact-queue”', 'read without a connection'],
      ],
    ] as const) {
      await openPage(page, '/privacy', lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const cookies = page.getByRole('region', { name: section });
      for (const text of texts) await expect(cookies.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    }
  });

  test('the legal notice links its "/privacy" mentions to the privacy policy', async ({ page }) => {
    await visit(page, '/legal');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: '8. Données personnelles' });
    const link = section.getByRole('link', { name: '/privacy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(section).toContainText('politique de confidentialité (/privacy).');
    await link.click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  });

  test('the English legal notice links to the English privacy policy', async ({ page }) => {
    await openPage(page, '/legal', 'en');
    await waitForHydration(page);
    await page.getByRole('region', { name: '9. Cookies' }).getByRole('link', { name: '/privacy' }).click();
    await expect(page).toHaveURL('/en/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  for (const [name, path, title] of [
    ['Politique de confidentialité', '/privacy', 'Politique de confidentialité'],
    ['Mentions légales', '/legal', 'Mentions légales'],
    ['Conditions d’utilisation', '/terms', 'Conditions générales de vente'],
  ] as const) {
    test(`the footer link "${name}" leads to ${path}`, async ({ page }) => {
      await visit(page, '/help');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});
