import { describe, expect, it } from 'vitest';
import { fillCompanyDetails } from '#contract/company-details.ts';
import { AUTH_TOKEN_STORAGE_KEY, COMPANY } from '#contract/constants.ts';
import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import { frenchTypographyFaults } from '#contract/french-typography.ts';
import { type Language, LANGUAGE_STORAGE_KEY } from '#contract/languages.ts';
import { withoutMarkup } from '#contract/plain-text.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { LEGAL_PAGES } from './legal.ts';

/*
 * The legal documents as the site was written (ADR 0066): what they say once the settings' company
 * details are filled in, in each language.
 */

const settings: PublicSettings = {
  company: {
    name: 'Weltaare Test',
    legal_name: 'Weltaare Test SARLU',
    description: 'Services numériques en Guinée.',
    share_capital_gnf: COMPANY.shareCapitalGnf,
    registration_number: 'RCCM/GN.TCC.2099.B.99999',
    director: 'Mariama Test',
  },
  contact: {
    email: 'legal-test@example.com',
    phone: '+224 600 11 22 33',
    whatsapp: null,
    address: 'Quartier Centre',
    city: 'Dubreka',
    country: 'Guinée',
    latitude: 9.79,
    longitude: -13.51,
  },
  hours: {
    weekdays: { open: '08:00', close: '18:00' },
    saturday: { open: '09:00', close: '14:00' },
    sunday: { open: null, close: null },
    timezone: 'GMT',
    support_24_7: true,
  },
  social: { facebook: '', linkedin: '', instagram: '', x: '' },
  stats: [],
};

type LegalKey = keyof typeof LEGAL_PAGES;
type Article = { heading: Record<Language, string>; body: Record<Language, string> };

function partsOf(key: LegalKey) {
  const [header, document] = LEGAL_PAGES[key] as [
    Extract<PageSectionInput, { type: 'page_header' }>,
    Extract<PageSectionInput, { type: 'legal_text' }>,
  ];
  return { header, document, articles: document.articles as Article[] };
}

/** An article's words as a reader sees them, the details filled from `with_`. */
const articleWords = (article: Article, language: Language, with_: PublicSettings = settings) =>
  `${article.heading[language]}\n${withoutMarkup(fillCompanyDetails(article.body[language], with_, language))}`.replace(
    /&amp;/g,
    '&',
  );

/** The same with every kind of space (U+00A0, U+202F...) a plain one. */
const articleText = (article: Article, language: Language, with_: PublicSettings = settings) =>
  articleWords(article, language, with_).replace(/[^\S\n]/gu, ' ');

/** A whole document in a language, as one string. */
function text(key: LegalKey, language: Language, with_: PublicSettings = settings): string {
  const { header, articles } = partsOf(key);
  return [(header.title as Record<Language, string>)[language], ...articles.map((a) => articleText(a, language, with_))]
    .join('\n')
    .replace(/[^\S\n]/gu, ' ');
}

const documents: { key: LegalKey; sections: number; updated: string }[] = [
  { key: 'privacy', sections: 11, updated: '2026-11-22' },
  { key: 'terms', sections: 11, updated: '2026-11-22' },
  { key: 'legal', sections: 10, updated: '2026-11-22' },
  { key: 'accessibility', sections: 7, updated: '2026-11-28' },
];

describe('legal documents', () => {
  for (const { key, sections, updated } of documents) {
    describe(key, () => {
      const { header, document, articles } = partsOf(key);

      it('French typography (issue 14)', () => {
        const faults = [
          (header.title as Record<Language, string>).fr,
          ...articles.map((a) => articleWords(a, 'fr')),
        ].flatMap((line) => frenchTypographyFaults(line).map((fault) => `${line.slice(0, 40)}: ${fault}`));
        expect(faults).toEqual([]);
      });

      it(`has ${sections} articles, each in French and in English`, () => {
        expect(articles).toHaveLength(sections);
        for (const article of articles) {
          for (const language of ['fr', 'en'] as const) {
            expect(article.heading[language]).not.toBe('');
            expect(article.body[language]).toMatch(/^<p>/);
          }
        }
      });

      it('numbers its headings in order and gives every article 1 to 4 paragraphs', () => {
        articles.forEach((article, index) => {
          const number = String(index + 1);
          for (const language of ['fr', 'en'] as const) {
            expect(article.heading[language]).toMatch(new RegExp(`^(Article ${number} – |${number}\\. )\\S`, 'u'));
            const paragraphs = article.body[language].match(/<p>/g) ?? [];
            expect(paragraphs.length).toBeGreaterThanOrEqual(1);
            expect(paragraphs.length).toBeLessThanOrEqual(4);
          }
        });
      });

      it('is dated and leaves no detail unfilled', () => {
        expect(document.updated_on).toBe(updated);
        for (const language of ['fr', 'en'] as const) {
          expect(text(key, language)).not.toMatch(/undefined|null|NaN|\$\{|\[object|\{[a-z_]+\.[a-z_]+\}|\[\[|\]\]/u);
        }
      });

      it("contains the settings' email and legal name in both languages", () => {
        for (const language of ['fr', 'en'] as const) {
          expect(text(key, language)).toContain(settings.contact.email);
          expect(text(key, language)).toContain(settings.company.legal_name);
        }
      });
    });
  }

  it('privacy states the retention periods, the answer time and the storage keys', () => {
    const french = text('privacy', 'fr');
    const english = text('privacy', 'en');
    expect(french).toContain('1. Responsable du traitement');
    expect(french).toContain('2. Données collectées');
    expect(french).toContain('11. Modifications');
    for (const expected of ['3 ans', '10 ans', '26 mois', 'dans un délai de 30 jours']) {
      expect(french).toContain(expected);
    }
    for (const expected of ['3 years', '10 years', '26 months', 'within 30 days']) {
      expect(english).toContain(expected);
    }
    for (const document of [french, english]) {
      expect(document).toContain(LANGUAGE_STORAGE_KEY);
      expect(document).toContain(AUTH_TOKEN_STORAGE_KEY);
      expect(document).toContain(settings.contact.phone);
    }
    expect(french).toContain('l’autorité guinéenne compétente en matière de protection des données personnelles');
    expect(french).toContain('n’utilise aucun cookie publicitaire');
    expect(english).toContain('no advertising cookies');
  });

  it('terms state the quote validity, payment terms, delays, acceptance and termination rules', () => {
    const french = text('terms', 'fr');
    const english = text('terms', 'en');
    expect(french).toContain('Conditions générales de vente');
    expect(french).toContain('Article 1 – Objet');
    for (const expected of [
      'valable 30 jours',
      'acompte de 50 %',
      'dans un délai de 30 jours à compter de la date de la facture',
      '1,5 % par mois',
      'francs guinéens (GNF)',
      'site vitrine : 2 à 4 semaines',
      'site de commerce électronique : 4 à 8 semaines',
      'application mobile : 6 à 12 semaines',
      'délai de 15 jours pour vérifier la conformité',
      'préavis de 15 jours',
      'sans effet pendant 8 jours',
      'droit guinéen',
      'tribunaux compétents de Conakry',
      'solution amiable',
    ]) {
      expect(french).toContain(expected);
    }
    for (const expected of [
      'valid for 30 days',
      'deposit of 50%',
      'within 30 days of the invoice date',
      '1.5% per month',
      'Guinean francs (GNF)',
      'showcase website: 2 to 4 weeks',
      'e-commerce website: 4 to 8 weeks',
      'mobile app: 6 to 12 weeks',
      'has 15 days to check',
      '15 days’ notice',
      'without effect for 8 days',
      'Guinean law',
      'courts of Conakry',
      'amicable settlement',
    ]) {
      expect(english).toContain(expected);
    }
  });

  it('legal notice identifies the publisher from the settings, with the share capital formatted per language', () => {
    const french = text('legal', 'fr');
    const english = text('legal', 'en');
    expect(french).toContain('au capital de 1 000 000 GNF');
    expect(english).toContain('share capital of 1,000,000 GNF');
    for (const document of [french, english]) {
      expect(document).toContain('SARLU');
      expect(document).toContain(settings.company.registration_number);
      expect(document).toContain(settings.company.director);
      expect(document).toContain(settings.contact.phone);
      expect(document).toContain('Quartier Centre, Dubreka');
      expect(document).toContain('/privacy');
    }
  });

  it('follows the settings instead of hard-coded company details', () => {
    const other: PublicSettings = {
      ...settings,
      company: { ...settings.company, legal_name: 'Autre Société SARLU', share_capital_gnf: 25_000_000 },
      contact: { ...settings.contact, email: 'autre@example.org', address: 'Kaloum, Conakry', city: 'Conakry' },
    };
    const french = text('legal', 'fr', other);
    expect(french).toContain('au capital de 25 000 000 GNF');
    expect(french).toContain('Autre Société SARLU');
    expect(french).toContain('autre@example.org');
    expect(french).not.toContain(settings.company.legal_name);
    // The address already names the city, so only the country is appended.
    expect(french).toContain('Siège social : Kaloum, Conakry, Guinée');
    expect(french).not.toContain('Conakry, Conakry');
  });
});
