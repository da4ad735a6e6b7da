import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps, type To } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { localizedHref, localizedPath } from '#contract/page-urls.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';

function localizedTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizedHref(to, language);
  return to.pathname?.startsWith('/') ? { ...to, pathname: localizedPath(to.pathname, language) } : to;
}

/**
 * React Router's Link and NavLink, written with the French path ("/services"): on an English page they
 * lead to the English one ("/en/services"), so every internal link stays in the page's language.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { language } = useLanguage();
  return <RouterLink ref={ref} to={localizedTo(to, language)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const { language } = useLanguage();
  return <RouterNavLink ref={ref} to={localizedTo(to, language)} {...props} />;
});
