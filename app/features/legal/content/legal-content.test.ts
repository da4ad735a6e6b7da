import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY, COMPANY } from '#contract/constants.ts';
import { NO_BREAK_SPACE, frenchTypographyFaults, textsIn } from '#contract/french-typography.ts';
import { LANGUAGE_STORAGE_KEY } from '#contract/languages.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { LegalDocument, LegalDocumentBuilder } from '../legal-document.ts';
import { legalNoticeEn } from './legal-notice.en.ts';
import { legalNoticeFr } from './legal-notice.fr.ts';
import { privacyEn } from './privacy.en.ts';
import { privacyFr } from './privacy.fr.ts';
import { termsEn } from './terms.en.ts';
import { termsFr } from './terms.fr.ts';
import { accessibilityEn } from './accessibility.en.ts';
import { accessibilityFr } from './accessibility.fr.ts';

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

/** Whole document as one string, with every kind of space (U+00A0, U+202F...) turned into a plain space. */
function text(document: LegalDocument): string {
  return [
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ]
    .join('\n')
    .replace(/[^\S\n]/gu, ' ');
}

const documents: {
  name: string;
  fr: LegalDocumentBuilder;
  en: LegalDocumentBuilder;
  sections: number;
  /** The date of the last update, as each language writes it. */
  updated: { fr: string; en: string };
}[] = [
  {
    name: 'privacy',
    fr: privacyFr,
    en: privacyEn,
    sections: 11,
    updated: { fr: '22 novembre 2026', en: 'November 22, 2026' },
  },
  {
    name: 'terms',
    fr: termsFr,
    en: termsEn,
    sections: 11,
    updated: { fr: '22 novembre 2026', en: 'November 22, 2026' },
  },
  {
    name: 'legal notice',
    fr: legalNoticeFr,
    en: legalNoticeEn,
    sections: 10,
    updated: { fr: '22 novembre 2026', en: 'November 22, 2026' },
  },
  {
    name: 'accessibility statement',
    fr: accessibilityFr,
    en: accessibilityEn,
    sections: 7,
    updated: { fr: '28 novembre 2026', en: 'November 28, 2026' },
  },
];

describe('legal documents', () => {
  for (const { name, fr } of documents) {
    it(`${name}: French typography (issue 14)`, () => {
      const faults = textsIn(fr(settings)).flatMap(([path, line]) =>
        frenchTypographyFaults(line).map((fault) => `${path}: ${fault}`),
      );
      expect(faults).toEqual([]);
    });
  }

  for (const { name, fr, en, sections, updated } of documents) {
    describe(name, () => {
      const french = fr(settings);
      const english = en(settings);

      it(`has ${sections} sections in French and in English`, () => {
        expect(french.sections).toHaveLength(sections);
        expect(english.sections).toHaveLength(sections);
        expect(french.sections.length).toBe(english.sections.length);
      });

      it('numbers its headings in order and gives every section 1 to 4 paragraphs', () => {
        for (const document of [french, english]) {
          document.sections.forEach((section, index) => {
            const number = String(index + 1);
            expect(section.heading).toMatch(new RegExp(`^(Article ${number} – |${number}\\. )\\S`, 'u'));
            expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
            expect(section.paragraphs.length).toBeLessThanOrEqual(4);
          });
        }
      });

      it('has a one-sentence intro and no unfilled placeholder', () => {
        expect(french.intro).toBe(`Dernière mise à jour${NO_BREAK_SPACE}: ${updated.fr}.`);
        expect(english.intro).toBe(`Last updated: ${updated.en}.`);
        for (const document of [french, english]) {
          expect(text(document)).not.toMatch(/undefined|null|NaN|\$\{|\[object/u);
        }
      });

      it("contains the settings' email and legal name in both languages", () => {
        for (const document of [french, english]) {
          expect(text(document)).toContain(settings.contact.email);
          expect(text(document)).toContain(settings.company.legal_name);
        }
      });
    });
  }

  it('privacy states the retention periods, the answer time and the storage keys', () => {
    const french = text(privacyFr(settings));
    const english = text(privacyEn(settings));
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
    const french = text(termsFr(settings));
    const english = text(termsEn(settings));
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
    const french = text(legalNoticeFr(settings));
    const english = text(legalNoticeEn(settings));
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
    const french = text(legalNoticeFr(other));
    expect(french).toContain('au capital de 25 000 000 GNF');
    expect(french).toContain('Autre Société SARLU');
    expect(french).toContain('autre@example.org');
    expect(french).not.toContain(settings.company.legal_name);
    // The address already names the city, so only the country is appended.
    expect(french).toContain('Siège social : Kaloum, Conakry, Guinée');
    expect(french).not.toContain('Conakry, Conakry');
  });
});
