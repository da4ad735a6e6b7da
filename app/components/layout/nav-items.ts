import type { commonMessages } from '#app/i18n/messages/common.ts';

type CommonKey = keyof typeof commonMessages.fr;

export interface NavItem {
  to: string;
  labelKey: CommonKey;
  /** Home is active on an exact match only; the others by path prefix. */
  end?: boolean;
  hasServicesMenu?: boolean;
}

/** The nine links of the header, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/services', labelKey: 'nav.services', hasServicesMenu: true },
  { to: '/solutions', labelKey: 'nav.solutions' },
  { to: '/portfolio', labelKey: 'nav.portfolio' },
  { to: '/clients', labelKey: 'nav.clients' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/careers', labelKey: 'nav.careers' },
  { to: '/contact', labelKey: 'nav.contact' },
];

export interface NavService {
  slug: string;
  name: string;
}
