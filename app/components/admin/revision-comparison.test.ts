import { describe, expect, it } from 'vitest';
import { servicesKind } from '#contract/content-kinds/services.ts';
import { comparedLines, plainText } from './revision-comparison.ts';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

describe('comparedLines', () => {
  it('gives one line per language that changed, and one for a field without languages', () => {
    const before = { name: { fr: 'Hébergement', en: 'Hosting' }, icon: 'Server', active: true };
    const after = { name: { fr: 'Hébergement web', en: 'Hosting' }, icon: 'Globe', active: true };
    expect(comparedLines(servicesKind.fields, before, after)).toEqual([
      { name: 'name', language: 'fr', before: 'Hébergement', after: 'Hébergement web' },
      { name: 'icon', language: null, before: 'Server', after: 'Globe' },
    ]);
  });

  it('compares lists of records written in both languages by language', () => {
    const before = {
      faqs: [{ question: { fr: 'Prix ?', en: 'Price?' }, answer: { fr: 'Sur devis', en: 'On quote' } }],
    };
    const after = { faqs: [{ question: { fr: 'Prix ?', en: 'Price?' }, answer: { fr: 'Sur devis', en: 'By quote' } }] };
    expect(comparedLines(servicesKind.fields, before, after)).toEqual([
      {
        name: 'faqs',
        language: 'en',
        before: [{ question: 'Price?', answer: 'On quote' }],
        after: [{ question: 'Price?', answer: 'By quote' }],
      },
    ]);
  });
});

describe('plainText', () => {
  it('shows rich text without its markup, lists and records joined, and empty as nothing', () => {
    expect(plainText('<p>Un <strong>site</strong> rapide</p>', yesNo)).toBe('Un site rapide');
    expect(
      plainText(
        [
          { question: 'Prix ?', answer: 'Sur devis' },
          { question: 'Délai ?', answer: '' },
        ],
        yesNo,
      ),
    ).toBe('Prix ? — Sur devis · Délai ?');
    expect(plainText(false, yesNo)).toBe('Non');
    expect(plainText('', yesNo)).toBeNull();
    expect(plainText([], yesNo)).toBeNull();
  });
});

describe('an empty text', () => {
  it('is the same as no text: a form’s blank English is no change from a stored missing one', () => {
    const fields = { name: { type: 'localized-text', label: { fr: 'Nom', en: 'Name' } } } as never;
    expect(comparedLines(fields, { name: { fr: 'A' } }, { name: { fr: 'A', en: '' } })).toEqual([]);
    expect(comparedLines(fields, { name: { fr: 'A' } }, { name: { fr: 'B', en: '' } })).toEqual([
      { name: 'name', language: 'fr', before: 'A', after: 'B' },
    ]);
  });
});
