import type { Language } from './languages.ts';

/**
 * The name of each page of the site that is neither an item nor a kind's list, in each language (a
 * list page is named by its kind's label: contract/site-pages.ts gives them all).
 */
export const FIXED_PAGE_NAMES = {
  '/': { fr: 'Accueil', en: 'Home' },
  '/about': { fr: 'À propos', en: 'About' },
  '/solutions': { fr: 'Solutions', en: 'Solutions' },
  '/clients': { fr: 'Clients', en: 'Clients' },
  '/contact': { fr: 'Contact', en: 'Contact' },
  '/help': { fr: 'Centre d’aide', en: 'Help centre' },
  '/docs': { fr: 'Documentation', en: 'Documentation' },
  '/legal': { fr: 'Mentions légales', en: 'Legal notice' },
  '/privacy': { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  '/terms': { fr: 'Conditions d’utilisation', en: 'Terms of service' },
  '/accessibility': { fr: 'Accessibilité', en: 'Accessibility' },
} as const satisfies Record<string, Record<Language, string>>;
