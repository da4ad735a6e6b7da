import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  jobPostingJsonLd,
  jsonLdText,
  serviceJsonLd,
  websiteJsonLd,
} from './structured-data.ts';

const ORIGIN = 'https://weltaare.example';

const settings: PublicSettings = {
  company: {
    name: 'Weltaare',
    legal_name: 'Weltaare SARL',
    description: 'Services numériques',
    share_capital_gnf: 10_000_000,
    registration_number: 'RCCM/GN.TCC.2024.B.00001',
    director: 'Awa Camara',
  },
  contact: {
    email: 'contact@weltaare.example',
    phone: '+224 620 00 00 00',
    whatsapp: null,
    address: 'Quartier Almamya',
    city: 'Dubréka',
    country: 'Guinée',
    latitude: 9.79,
    longitude: -13.52,
  },
  hours: {
    weekdays: { open: '08:00', close: '18:00' },
    saturday: { open: '09:00', close: '14:00' },
    sunday: { open: null, close: null },
    timezone: 'Africa/Conakry',
    support_24_7: false,
  },
  social: { facebook: 'https://facebook.com/weltaare', linkedin: '', instagram: '', x: 'https://x.com/weltaare' },
  stats: [],
};

describe('businessJsonLd', () => {
  it('describes the company from the settings: address, position, contact, hours of open days, profiles', () => {
    const business = businessJsonLd(settings, ORIGIN, `${ORIGIN}/?lang=fr`);
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      '@id': `${ORIGIN}/#organization`,
      name: 'Weltaare',
      url: `${ORIGIN}/?lang=fr`,
      logo: `${ORIGIN}/icon-512.png`,
      telephone: '+224 620 00 00 00',
      email: 'contact@weltaare.example',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubréka', addressCountry: 'Guinée' },
      geo: { '@type': 'GeoCoordinates', latitude: 9.79, longitude: -13.52 },
      sameAs: ['https://facebook.com/weltaare', 'https://x.com/weltaare'],
    });
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
    ]);
  });
});

describe('the other descriptions', () => {
  it('point at the company, and number the breadcrumb steps from 1', () => {
    expect(websiteJsonLd('Weltaare', `${ORIGIN}/?lang=en`, 'en', ORIGIN)).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'en',
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/en/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(
      serviceJsonLd(
        { name: 'Hébergement', description: 'Serveurs', image: null, priceFromGnf: null },
        `${ORIGIN}/services/hosting`,
        settings,
        ORIGIN,
      ),
    ).toMatchObject({
      '@type': 'Service',
      provider: { '@id': `${ORIGIN}/#organization` },
      areaServed: { name: 'Guinée' },
    });
    // A starting price is an Offer in Guinean francs; without one, no offer is claimed.
    const priced = serviceJsonLd(
      { name: 'Site vitrine', description: 'Un site', image: null, priceFromGnf: 2_500_000 },
      `${ORIGIN}/services/web-development`,
      settings,
      ORIGIN,
    );
    expect(priced.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'GNF',
      price: 2_500_000,
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'GNF', minPrice: 2_500_000 },
      url: `${ORIGIN}/services/web-development`,
    });
    expect(
      serviceJsonLd({ name: 'A', description: 'B', image: null, priceFromGnf: null }, ORIGIN, settings, ORIGIN),
    ).not.toHaveProperty('offers');
    const trail = breadcrumbJsonLd([
      { name: 'Accueil', url: `${ORIGIN}/` },
      { name: 'Services', url: `${ORIGIN}/services` },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${ORIGIN}/services` },
    ]);
  });

  it('never lets a text close the script tag it is written in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & 🚀' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & 🚀' });
  });
});

describe('jobPostingJsonLd', () => {
  const job: PublicJobPost = {
    id: 3,
    slug: 'developpeur-web',
    title: 'Web developer',
    summary: 'Build sites for our clients.',
    body: '<p>What you will do</p>',
    location: 'Conakry',
    employment_type: 'full-time',
    seo_title: null,
    seo_description: null,
    seo_image: null,
    closes_on: '2026-12-31',
    created_at: '2026-11-02T10:00:00.000Z',
  };

  it('gives Google the required and recommended properties of a job post', () => {
    expect(
      jobPostingJsonLd(job, 'https://example.com/en/careers/developpeur-web', settings, 'https://example.com'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Web developer',
      description: '<p>What you will do</p>',
      url: 'https://example.com/en/careers/developpeur-web',
      datePosted: '2026-11-02',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        '@id': 'https://example.com/#organization',
        name: settings.company.name,
        sameAs: 'https://example.com/',
        logo: 'https://example.com/icon-512.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: settings.contact.address,
          addressLocality: 'Conakry',
          addressCountry: settings.contact.country,
        },
      },
    });
  });

  it('leaves validThrough out of a post open until filled, and names contract types as schema.org does', () => {
    const internship = jobPostingJsonLd({ ...job, closes_on: null, employment_type: 'internship' }, 'u', settings, 'o');
    expect(internship).not.toHaveProperty('validThrough');
    expect(internship.employmentType).toBe('INTERN');
  });
});
