import type { SiteMenuLink } from '#contract/schemas/menus.ts';
import { NavLink } from '#app/components/ui/localized-link.tsx';

/**
 * A link of a menu staff saved: a page of the site in the page's language, marked when it is the
 * current one (home only on its own path); an address they typed, as they typed it.
 */
export function MenuLink({
  link,
  className,
  onClick,
}: {
  link: SiteMenuLink;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
}) {
  if (link.typed) {
    return (
      <a href={link.href} onClick={onClick} className={className({ isActive: false })}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.href} end={link.href === '/'} onClick={onClick} className={className}>
      {link.label}
    </NavLink>
  );
}
