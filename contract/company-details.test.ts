import { describe, expect, it } from 'vitest';
import { fillCompanyDetails, fillCompanyDetailsInText } from './company-details.ts';
import type { PublicSettings } from './schemas/settings.ts';

const settings = {
  company: {
    name: 'Weltaare',
    legal_name: 'Weltaare <SARLU>',
    description: '',
    share_capital_gnf: 1_000_000,
    registration_number: '',
    director: 'Mariama Test',
  },
  contact: {
    email: 'legal@example.com',
    phone: '+224 600 11 22 33',
    whatsapp: null,
    address: 'Kaloum, Conakry',
    city: 'Conakry',
    country: 'Guinée',
    latitude: 9.5,
    longitude: -13.7,
  },
  hours: { support_24_7: false },
} as unknown as PublicSettings;

const fill = (html: string, language: 'fr' | 'en' = 'fr') => fillCompanyDetails(html, settings, language);

describe('fillCompanyDetails', () => {
  it('fills the details a text names, escaped, and the postal address without repeating the city', () => {
    expect(fill('<p>{company.legal_name}, {contact.address}.</p>')).toBe(
      '<p>Weltaare &lt;SARLU&gt;, Kaloum, Conakry, Guinée.</p>',
    );
  });

  it('writes the share capital as each language writes numbers', () => {
    expect(fill('<p>{company.share_capital}</p>', 'fr')).toBe('<p>1\u202f000\u202f000 GNF</p>');
    expect(fill('<p>{company.share_capital}</p>', 'en')).toBe('<p>1,000,000 GNF</p>');
  });

  it('links an email address, except inside a link staff already made', () => {
    expect(fill('<p>Écrivez à {contact.email}.</p>')).toBe(
      '<p>Écrivez à <a href="mailto:legal@example.com">legal@example.com</a>.</p>',
    );
    expect(fill('<p><a href="/contact">{contact.email}</a></p>')).toBe(
      '<p><a href="/contact">legal@example.com</a></p>',
    );
  });

  it('keeps an optional part whose details are set and drops one whose are empty, or shows its other wording', () => {
    expect(fill('<p>{company.name}[[, représentée par {company.director}]].</p>')).toBe(
      '<p>Weltaare, représentée par Mariama Test.</p>',
    );
    expect(fill('<p>{company.name}[[, immatriculée sous le numéro {company.registration_number}]].</p>')).toBe(
      '<p>Weltaare.</p>',
    );
    expect(fill('<p>[[Numéro {company.registration_number}.||Non immatriculée.]]</p>')).toBe(
      '<p>Non immatriculée.</p>',
    );
  });

  it('drops a list item left empty by its optional part', () => {
    expect(fill('<ul><li>{contact.phone}</li><li>[[WhatsApp : {contact.whatsapp}]]</li></ul>')).toBe(
      '<ul><li>+224 600 11 22 33</li></ul>',
    );
  });

  it('leaves braces that name no detail, and text without any, as written', () => {
    expect(fill('<p>{count} et {company.unknown}</p>')).toBe('<p>{count} et {company.unknown}</p>');
    expect(fill('<p>Rien à remplir</p>')).toBe('<p>Rien à remplir</p>');
  });

  it('fills plain text as it is, without markup, choosing the wording by whether support answers at all hours', () => {
    const answer =
      '[[Support {hours.support_24_7} au {contact.phone}.||Support aux heures d’ouverture, {contact.email}.]]';
    expect(fillCompanyDetailsInText(answer, settings, 'fr')).toBe('Support aux heures d’ouverture, legal@example.com.');
    const allHours = { ...settings, hours: { ...settings.hours, support_24_7: true } };
    expect(fillCompanyDetailsInText(answer, allHours, 'fr')).toBe(
      'Support 24\u00a0h/24, 7\u00a0j/7 au +224 600 11 22 33.',
    );
    expect(fillCompanyDetailsInText('{company.legal_name}', settings, 'en')).toBe('Weltaare <SARLU>');
  });
});
