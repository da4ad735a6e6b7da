import type { Language } from './languages.ts';
import type { STATIC_PAGE_PATHS } from './page-urls.ts';

/**
 * The name of each page of the site that is not an item, in each language: the breadcrumbs and the
 * editor's link window call a page by it, and the menus staff have not yet saved are made of it.
 */
export const PAGE_NAMES = {
  '/': { fr: 'Accueil', en: 'Home' },
  '/about': { fr: 'À propos', en: 'About' },
  '/services': { fr: 'Services', en: 'Services' },
  '/solutions': { fr: 'Solutions', en: 'Solutions' },
  '/portfolio': { fr: 'Portfolio', en: 'Portfolio' },
  '/clients': { fr: 'Clients', en: 'Clients' },
  '/blog': { fr: 'Blog', en: 'Blog' },
  '/careers': { fr: 'Carrières', en: 'Careers' },
  '/evenements': { fr: 'Événements', en: 'Events' },
  '/contact': { fr: 'Contact', en: 'Contact' },
  '/help': { fr: 'Centre d’aide', en: 'Help centre' },
  '/docs': { fr: 'Documentation', en: 'Documentation' },
  '/legal': { fr: 'Mentions légales', en: 'Legal notice' },
  '/privacy': { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  '/terms': { fr: 'Conditions d’utilisation', en: 'Terms of service' },
  '/accessibility': { fr: 'Accessibilité', en: 'Accessibility' },
} as const satisfies Record<(typeof STATIC_PAGE_PATHS)[number], Record<Language, string>>;
