import { describe, expect, it } from 'vitest';
import { namedBy, pageDocument, plainSpaces, readText, readTexts } from '../test-support/page-document.ts';
import { serveRealPages } from '../test-support/pages-app.ts';
import { localizedPath } from '#contract/page-urls.ts';

/*
 * What each legal page says, in each language, read from the server's HTML (moved from the browser
 * suite, issue 37): the browser keeps the table of contents' jumps and the footer's links
 * (tests/e2e/legal.spec.ts), the crawl its console and axe.
 */

const site = serveRealPages('/privacy');

interface Settings {
  company: { legal_name: string };
  contact: { email: string; phone: string };
}

const LEGAL_PAGES = [
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
  {
    path: '/accessibility',
    sections: 7,
    title: { fr: 'Déclaration d’accessibilité', en: 'Accessibility Statement' },
    firstHeading: { fr: '1. Notre engagement', en: '1. Our commitment' },
    constants: {
      fr: ['niveau AA', 'WCAG) 2.2', 'partiellement conforme', 'axe-core', '375 pixels', '3 :1', 'dans les 24 heures'],
      en: ['level AA', 'WCAG) 2.2', 'partially conformant', 'axe-core', '375 pixels', '3:1', 'within 24 hours'],
    },
  },
] as const;

const LAST_UPDATED = { fr: 'Dernière mise à jour', en: 'Last updated' } as const;
const CONTENTS = { fr: 'Sommaire', en: 'Contents' } as const;

describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    for (const lang of ['fr', 'en'] as const) {
      const url = localizedPath(legal.path, lang);
      it(`${url} shows its ${legal.sections} sections, each a region in the table of contents, the constants and the company details`, async () => {
        const settings = (await site().app.inject({ method: 'GET', url: `/api/settings?lang=${lang}` })).json<{
          data: Settings;
        }>().data;
        const response = await site().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const document = pageDocument(response.body);
        expect(document.documentElement.getAttribute('lang')).toBe(lang);
        expect(readText(document.querySelector('title'))).toContain(legal.title[lang]);
        expect(readTexts(document.querySelectorAll('h1'))).toEqual([legal.title[lang]]);
        const main = document.querySelector('main')!;
        expect(readText(main)).toContain(LAST_UPDATED[lang]);

        const headings = readTexts(main.querySelectorAll('article h2'));
        expect(headings).toHaveLength(legal.sections);
        expect(headings[0]).toContain(legal.firstHeading[lang]);
        const [contents] = namedBy(document, 'nav', CONTENTS[lang]);
        expect(readTexts(contents!.querySelectorAll('a'))).toEqual(headings);
        // Every section is a region named by its heading, and the table of contents leads to it.
        for (const [index, heading] of headings.entries()) {
          const [region] = namedBy(document, 'section', heading);
          expect(region?.id).toBe(`article-${index + 1}`);
          expect(contents!.querySelectorAll('a')[index]!.getAttribute('href')).toBe(`#${region!.id}`);
        }

        const text = plainSpaces(readText(main));
        for (const constant of legal.constants[lang]) expect(text).toContain(constant);
        expect(text).toContain(settings.contact.email);
        expect(text).toContain(plainSpaces(settings.contact.phone));
        expect(text).toContain(settings.company.legal_name);
        const mail = [...main.querySelectorAll('a')].find((link) => readText(link) === settings.contact.email);
        expect(mail?.getAttribute('href')).toBe(`mailto:${settings.contact.email}`);

        // The English version says it is a translation and leads to the French text, which prevails.
        const notes = [...main.querySelectorAll('[role="note"]')];
        if (lang === 'en') {
          expect(notes).toHaveLength(1);
          expect(readText(notes[0])).toContain('the French text prevails');
          const french = [...notes[0]!.querySelectorAll('a')].find((link) => readText(link) === 'Read the French text');
          expect(french?.getAttribute('href')).toBe(legal.path);
        } else {
          expect(notes).toEqual([]);
        }
      });
    }
  }

  it('the privacy policy names what the browser keeps: light mode, a message waiting offline, pages seen', async () => {
    for (const [lang, section, texts] of [
      [
        'fr',
        '8. Cookies et stockage local',
        ['« weltaare-light »', '« weltaare-contact-queue »', 'rester lisibles sans connexion'],
      ],
      [
        'en',
        '8. Cookies and local storage',
        ['“weltaare-light”', '“weltaare-contact-queue”', 'read without a connection'],
      ],
    ] as const) {
      const response = await site().app.inject({ method: 'GET', url: localizedPath('/privacy', lang) });
      const document = pageDocument(response.body);
      const [cookies] = namedBy(document, 'section', section);
      const items = readTexts(cookies!.querySelectorAll('li')).map(plainSpaces);
      for (const text of texts) expect(items.filter((item) => item.includes(text))).toHaveLength(1);
    }
  });
});
