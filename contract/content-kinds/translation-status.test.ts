import { describe, expect, it } from 'vitest';
import { servicesKind } from './services.ts';
import { translationStatus } from './translation-status.ts';

describe('translationStatus', () => {
  it('names the written fields with and without English, down into lists of records and rich text', () => {
    const status = translationStatus(servicesKind.fields, {
      name: { fr: 'Hébergement', en: 'Hosting' },
      short_description: { fr: 'Rapide', en: '' },
      description: { fr: '<p>Des serveurs à Conakry.</p>', en: '<p></p>' },
      features: [{ fr: 'Sauvegardes', en: 'Backups' }],
      faqs: [{ question: { fr: 'Prix ?', en: 'Price?' }, answer: { fr: 'Sur devis' } }],
      process: [],
      icon: 'Server',
    });
    expect(status).toEqual({
      translated: ['name', 'features'],
      missing: ['short_description', 'description', 'faqs'],
    });
  });

  it('leaves out fields with nothing written in French', () => {
    expect(translationStatus(servicesKind.fields, { name: { fr: '', en: '' }, short_description: null })).toEqual({
      translated: [],
      missing: [],
    });
  });
});
