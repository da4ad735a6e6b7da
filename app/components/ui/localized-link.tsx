import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import type { Language } from '#contract/languages.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { isActivePath, type PageLocation, usePageLocation } from '#app/lib/page-location.tsx';
import { localizedHref, localizedPath } from '#contract/page-urls.ts';

/** A French path ("/services"), or the current page with another query (`{ search: '?page=2' }`). */
export type LinkTarget = string | { pathname?: string; search?: string };

function hrefOf(to: LinkTarget, language: Language, location: PageLocation): string {
  if (typeof to === 'string') return localizedHref(to, language);
  const pathname = to.pathname ? localizedPath(to.pathname, language) : location.pathname;
  return `${pathname}${to.search ?? ''}`;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>;

export interface LinkProps extends AnchorProps {
  to: LinkTarget;
  className?: string;
  children?: ReactNode;
}

/**
 * A plain link, written with the French path: on an English page it leads to the English one
 * ("/en/services"), so every internal link stays in the page's language. Public pages are documents
 * (ADR 0014): following a link loads the next page, no router needed, in an island or not.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { language } = useLanguage();
  const location = usePageLocation();
  return <a ref={ref} href={hrefOf(to, language, location)} {...props} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active on its own path only (home), not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows when it leads to the current page (aria-current="page"), as React Router's NavLink. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end, className, ...props },
  ref,
) {
  const { language } = useLanguage();
  const location = usePageLocation();
  const href = hrefOf(to, language, location);
  const isActive = isActivePath(location.pathname, href, end);
  return (
    <a
      ref={ref}
      href={href}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
});
