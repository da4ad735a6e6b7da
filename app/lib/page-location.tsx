import { createContext, useContext } from 'react';

/** Where the page is: its path (with the language prefix) and its query ("?page=2", or ""). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * The router's location, without the router: public pages are documents whose islands run without
 * React Router (islands/runtime.ts provides it from window.location; root.tsx from useLocation()).
 */
export const PageLocationContext = createContext<PageLocation>({ pathname: '/', search: '' });

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/** React Router's NavLink rule: a link is active on its own path and, unless `end`, below it. */
export function isActivePath(pathname: string, href: string, end = false): boolean {
  const target = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  const current = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const wanted = target.toLowerCase();
  if (current === wanted) return true;
  return !end && wanted !== '/' && current.startsWith(`${wanted}/`);
}
