import type { Language } from './languages.ts';
import { LANGUAGE_OPTIONS } from './languages.ts';
import { numberFormat } from './intl-formats.ts';
import { escapeHtml } from './plain-text.ts';
import type { PublicSettings } from './schemas/settings.ts';

/**
 * The company's details a page's text may quote by name, such as `{contact.email}`, filled from the
 * settings when the page is shown (ADR 0066): a legal text follows a new address without being rewritten.
 */
export const COMPANY_DETAILS = [
  'company.name',
  'company.legal_name',
  'company.director',
  'company.registration_number',
  'company.share_capital',
  'contact.email',
  'contact.phone',
  'contact.whatsapp',
  'contact.address',
  'hours.support_24_7',
] as const;
export type CompanyDetail = (typeof COMPANY_DETAILS)[number];

const SUPPORT_24_7: Record<Language, string> = { fr: '24\u00a0h/24, 7\u00a0j/7', en: '24/7' };

/** Address, then the city and country when the address does not already name them. */
export function postalAddress(contact: PublicSettings['contact']): string {
  const parts = [contact.address.trim()].filter(Boolean);
  for (const part of [contact.city.trim(), contact.country.trim()]) {
    if (part && !parts.some((p) => p.toLowerCase().includes(part.toLowerCase()))) parts.push(part);
  }
  return parts.join(', ');
}

/** Each detail as a reader sees it, in the language ("" when the settings leave it empty). */
export function companyDetailsOf(settings: PublicSettings, language: Language): Record<CompanyDetail, string> {
  const { company, contact } = settings;
  return {
    'company.name': company.name,
    'company.legal_name': company.legal_name,
    'company.director': company.director,
    'company.registration_number': company.registration_number,
    'company.share_capital': `${numberFormat(LANGUAGE_OPTIONS[language].numberFormat).format(company.share_capital_gnf)} GNF`,
    'contact.email': contact.email,
    'contact.phone': contact.phone,
    'contact.whatsapp': contact.whatsapp ?? '',
    'contact.address': postalAddress(contact),
    // Set only when support answers at all hours: "[[… {hours.support_24_7} …||…]]" says which.
    'hours.support_24_7': settings.hours.support_24_7 ? SUPPORT_24_7[language] : '',
  };
}

const DETAIL = /\{([a-z_]+\.[a-z0-9_]+)\}/g;
/** `[[shown when its details are all set||else this]]`, within a paragraph (no tag inside). */
const OPTIONAL = /\[\[([^[\]<>]*?)\]\]/g;
const EMPTIED = /<(p|li)>\s*<\/\1>/g;

const isDetail = (name: string): name is CompanyDetail => (COMPANY_DETAILS as readonly string[]).includes(name);

/** The optional parts of a text kept or dropped, by whether every detail each names is set. */
function resolveOptionalParts(text: string, details: Record<CompanyDetail, string>): string {
  return text.replace(OPTIONAL, (_, part: string) => {
    const [shown = '', otherwise = ''] = part.split('||');
    const named = [...shown.matchAll(DETAIL)].map(([, name]) => name!).filter(isDetail);
    return named.every((name) => details[name].trim() !== '') ? shown : otherwise;
  });
}

/** Plain text (an answer of the help centre) with its details filled and its optional parts resolved. */
export function fillCompanyDetailsInText(text: string, settings: PublicSettings, language: Language): string {
  if (!text.includes('{') && !text.includes('[[')) return text;
  const details = companyDetailsOf(settings, language);
  return resolveOptionalParts(text, details).replace(DETAIL, (written, name: string) =>
    isDetail(name) ? details[name] : written,
  );
}

/**
 * Rich text with its `{detail}`s filled (an email address becomes a link, outside a link already) and
 * its optional parts kept or dropped. A name that is not a detail stays as written.
 */
export function fillCompanyDetails(html: string, settings: PublicSettings, language: Language): string {
  if (!html.includes('{') && !html.includes('[[')) return html;
  const details = companyDetailsOf(settings, language);
  const withOptionalParts = resolveOptionalParts(html, details).replace(EMPTIED, '');
  let inLink = false;
  // Tags at the odd indexes: only the text between them is filled.
  return withOptionalParts
    .split(/(<[^>]*>)/)
    .map((part, index) => {
      if (index % 2 === 1) {
        if (/^<a[\s>]/i.test(part)) inLink = true;
        else if (/^<\/a>/i.test(part)) inLink = false;
        return part;
      }
      return part.replace(DETAIL, (written, name: string) => {
        if (!isDetail(name)) return written;
        const value = escapeHtml(details[name]);
        return name === 'contact.email' && !inLink && value !== '' ? `<a href="mailto:${value}">${value}</a>` : value;
      });
    })
    .join('');
}
