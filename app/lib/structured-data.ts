import type { Language } from '#contract/languages.ts';
import { SEARCH_PAGE_PATH, pageUrl } from '#contract/page-urls.ts';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';

/**
 * schema.org descriptions of the pages (JSON-LD), built from the settings and the content an
 * editor writes, with absolute URLs from PUBLIC_URL only.
 */
type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The JSON of a `<script type="application/ld+json">`: "<" escaped so no text can close the tag. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The company as one node other descriptions point at. */
export const organizationId = (origin: string) => `${origin}/#organization`;

const DAYS = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
} as const;

/** Opening hours per group of days; a closed day is left out. */
function openingHours(hours: PublicSettings['hours']) {
  return (Object.keys(DAYS) as (keyof typeof DAYS)[]).flatMap((group) => {
    const { open, close } = hours[group];
    if (!open || !close) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[group], opens: open, closes: close }];
  });
}

/** The company as a local professional service: address, position, phone, email, hours, profiles. */
export function businessJsonLd(settings: PublicSettings, origin: string, homeUrl: string): JsonLd {
  const { company, contact, hours, social } = settings;
  const logo = `${origin}/icon-512.png`;
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': organizationId(origin),
    name: company.name,
    legalName: company.legal_name,
    description: company.description,
    url: homeUrl,
    logo,
    image: logo,
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address,
      addressLocality: contact.city,
      addressCountry: contact.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: contact.latitude, longitude: contact.longitude },
    openingHoursSpecification: openingHours(hours),
    sameAs: Object.values(social).filter(Boolean),
  };
}

/** The site itself, in the page's language, published by the company. */
export function websiteJsonLd(name: string, homeUrl: string, language: Language, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: homeUrl,
    inLanguage: language,
    publisher: { '@id': organizationId(origin) },
    // The site search, in the page's language: search engines may offer a box that leads to it.
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${pageUrl(origin, SEARCH_PAGE_PATH, language)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail from the home page to this one: every step named and linked, the last one is the page. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** One of the company's services, offered where the company is. */
export function serviceJsonLd(
  service: { name: string; description: string; image: string | null; priceFromGnf: number | null },
  url: string,
  settings: PublicSettings,
  origin: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url,
    ...(service.image ? { image: service.image } : {}),
    provider: { '@id': organizationId(origin) },
    areaServed: { '@type': 'Country', name: settings.contact.country },
    // A starting price: the lowest of a range whose top is not stated.
    ...(service.priceFromGnf === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'GNF',
            priceSpecification: {
              '@type': 'PriceSpecification',
              priceCurrency: 'GNF',
              minPrice: service.priceFromGnf,
            },
            price: service.priceFromGnf,
            url,
          },
        }),
  };
}

/** schema.org's names for the contract types an editor picks. */
const EMPLOYMENT_TYPES: Record<PublicJobPost['employment_type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** An open job post: what, since when, until when, for whom and where (Google's job search reads it). */
export function jobPostingJsonLd(job: PublicJobPost, url: string, settings: PublicSettings, origin: string): JsonLd {
  const { company, contact } = settings;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.body || job.summary,
    url,
    // The public answer carries the creation date (job-posts.ts asks for it).
    ...(typeof job.created_at === 'string' ? { datePosted: job.created_at.slice(0, 10) } : {}),
    ...(job.closes_on ? { validThrough: `${job.closes_on}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: company.name,
      sameAs: pageUrl(origin, '/', 'fr'),
      logo: `${origin}/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: contact.address,
        addressLocality: job.location || contact.city,
        addressCountry: contact.country,
      },
    },
  };
}
