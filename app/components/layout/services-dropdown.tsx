import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import type { SiteMenuLink } from '#contract/schemas/menus.ts';
import { MenuLink } from './menu-link.tsx';
import type { NavService } from './nav-items.ts';

/**
 * Desktop "Services" entry: the menu's link (to /services) and a disclosure button listing the service
 * pages. The button controls the list by its id, which exists only while it is open (`aria-expanded`).
 */
export function ServicesDropdown({
  link,
  services,
  linkClassName,
}: {
  link: SiteMenuLink;
  services: NavService[];
  linkClassName: (active: boolean) => string;
}) {
  const t = useT(commonMessages);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLLIElement>(null);
  // One per page; a fixed id reads the same on the server and in the browser.
  const panelId = 'services-dropdown-panel';
  const close = () => setOpen(false);

  // Listening from the commit that opens the panel: an effect runs after the paint, and an Escape or
  // a click pressed in between was lost (the panel then stayed open).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      containerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={containerRef}
      className="relative flex items-center"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MenuLink link={link} onClick={close} className={({ isActive }) => linkClassName(isActive)} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.toggle_services')}
        onClick={() => setOpen((value) => !value)}
        className="-ml-1 rounded p-1 text-slate-600 hover:text-brand-700"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Drawn once opened: the button needs script, and the closed list weighed on every page's first round trip
          (the footer links the same pages for a visitor or a crawler without script). */}
      {open ? (
        <ul
          id={panelId}
          className="absolute top-full left-0 z-40 mt-2 w-72 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/services/${service.slug}`}
                onClick={close}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {service.name}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <Link
              to="/services"
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('nav.all_services')}
            </Link>
          </li>
        </ul>
      ) : null}
    </li>
  );
}
