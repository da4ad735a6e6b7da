import { ChevronDown, X } from 'lucide-react';
import type { Language } from '#contract/languages.ts';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { LanguageLinkGroup } from './language-link-group.tsx';
import { MenuLink } from './menu-link.tsx';
import type { NavService } from './nav-items.ts';
import type { SiteMenuLink } from '#contract/schemas/menus.ts';
import { SiteSearchForm } from './site-search-form.tsx';
import type { MobileMenuState } from './use-mobile-menu.ts';

interface MobileMenuProps {
  id: string;
  state: MobileMenuState;
  /** The header menu staff saved: the phone shows the same links. */
  links: SiteMenuLink[];
  services: NavService[];
  /** This page in each language: the FR / EN choice is in the menu as well as the footer. */
  languageHrefs: Record<Language, string>;
  onClose: () => void;
  /** Focus returns here when the menu closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The phone menu: slides in from the right; Escape, the backdrop and any link close it; focus stays inside. */
export function MobileMenu({ id, state, links, services, languageHrefs, onClose, returnFocusRef }: MobileMenuProps) {
  const t = useT(commonMessages);
  const panelRef = useRef<HTMLDivElement>(null);
  const [servicesOpen, setServicesOpen] = useState(false);
  // One per page; a fixed id reads the same on the server and in the browser.
  const servicesId = 'mobile-menu-services';
  // The panel mounts off-screen, then moves in on the next frame so the transition runs.
  const [entered, setEntered] = useState(false);
  const shown = entered && (state === 'opening' || state === 'open');

  useEffect(() => {
    // Reading the layout commits the off-screen start position before the move.
    panelRef.current?.getBoundingClientRect();
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // In the same frame as the menu appears and goes, so focus is never left on the page behind.
  useLayoutEffect(() => {
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    const returnTo = returnFocusRef.current;
    return () => returnTo?.focus();
  }, [returnFocusRef]);

  // From the commit that shows the menu, not after its paint: an Escape pressed in between is not lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-4 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'}`;

  return (
    <div className="fixed inset-0 z-50 lg:hidden" data-state={state}>
      <div
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-slate-950/50 transition-opacity duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobile_menu')}
        className={`absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-300 ease-out ${shown ? 'translate-x-0' : 'translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <span className="font-semibold text-slate-900">{t('nav.mobile_menu')}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.close_menu')}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <SiteSearchForm className="mx-3 mt-3" />
        <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {links.map((link, index) =>
              link.servicesMenu ? (
                <li key={index}>
                  <div className="flex items-center">
                    <MenuLink link={link} onClick={onClose} className={(state) => `${linkClass(state)} flex-1`} />
                    <button
                      type="button"
                      aria-expanded={servicesOpen}
                      aria-controls={servicesId}
                      aria-label={t('nav.toggle_services')}
                      onClick={() => setServicesOpen((value) => !value)}
                      className="rounded-lg p-3 text-slate-700 hover:bg-slate-100"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </div>
                  <ul
                    id={servicesId}
                    hidden={!servicesOpen}
                    className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3"
                  >
                    {services.map((service) => (
                      <li key={service.slug}>
                        <NavLink
                          to={`/services/${service.slug}`}
                          onClick={onClose}
                          className={({ isActive }) =>
                            `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50'}`
                          }
                        >
                          {service.name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={index}>
                  <MenuLink link={link} onClick={onClose} className={linkClass} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 border-t border-slate-100 p-4">
          <LanguageLinkGroup hrefs={languageHrefs} className="self-start" />
          <Link
            to="/contact"
            onClick={onClose}
            className="block rounded-lg bg-accent-500 px-4 py-3 text-center font-semibold text-slate-950 hover:bg-accent-400"
          >
            {t('nav.get_quote')}
          </Link>
        </div>
      </div>
    </div>
  );
}
