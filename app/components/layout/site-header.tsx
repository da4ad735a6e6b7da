import { Menu, Search } from 'lucide-react';
import { useRef } from 'react';
import type { Language } from '#contract/languages.ts';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { SiteMenuLink } from '#contract/schemas/menus.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { SEARCH_PAGE_PATH } from '#contract/page-urls.ts';
import type { WhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { whatsAppMessages } from '#app/components/whatsapp/messages.ts';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#app/components/whatsapp/whatsapp-link.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MenuLink } from './menu-link.tsx';
import type { NavService } from './nav-items.ts';
import { ServicesDropdown } from './services-dropdown.tsx';
import { useMobileMenu } from './use-mobile-menu.ts';

const MOBILE_MENU_ID = 'mobile-menu';

const desktopLinkClass = (active: boolean) =>
  `rounded-md px-2 py-1.5 text-sm font-medium transition-colors ${active ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`;

/**
 * An island (site-header.island.tsx): following a link loads the next page, which closes the menu.
 * `whatsApp` is the page's link and `languageHrefs` its addresses in each language (the layout reads them; islands have no router).
 */
export function SiteHeader({
  links,
  services,
  whatsApp,
  languageHrefs,
}: {
  /** The header menu staff saved, in the page's language. */
  links: SiteMenuLink[];
  services: NavService[];
  whatsApp: WhatsAppChat | null;
  /** This page in each language, for the phone menu's FR / EN. */
  languageHrefs: Record<Language, string>;
}) {
  const t = useT(commonMessages);
  const tWhatsApp = useT(whatsAppMessages);
  const menu = useMobileMenu();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { close } = menu;

  return (
    <>
      {/* Solid, not blurred: a blur behind a sticky header is drawn again at every frame a cheap phone
          scrolls, and its rules weighed on every page's first round trip (ADR 0074). */}
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label={t('nav.logo_home')} className="text-brand-900">
            <Logo />
          </Link>
          <nav aria-label={t('nav.label')} className="hidden lg:block">
            <ul className="flex items-center gap-1 xl:gap-2">
              {links.map((link, index) =>
                link.servicesMenu ? (
                  <ServicesDropdown key={index} link={link} services={services} linkClassName={desktopLinkClass} />
                ) : (
                  <li key={index}>
                    <MenuLink link={link} className={({ isActive }) => desktopLinkClass(isActive)} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* The way to the search page, whose box is the whole page's width; a box here, drawn for the
                widest screens only, weighed on every page's first round trip (ADR 0074). */}
            <Link
              to={SEARCH_PAGE_PATH}
              aria-label={t('nav.search_label')}
              className="inline-flex rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
            >
              <Search aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/contact"
              className="hidden rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-accent-400 sm:inline-flex"
            >
              {t('nav.get_quote')}
            </Link>
            {whatsApp ? (
              // On phones, where visitors write on WhatsApp rather than fill in a form.
              <WhatsAppLink
                chat={whatsApp}
                label={tWhatsApp('chat_short')}
                className={`${WHATSAPP_BUTTON_CLASS} size-10 lg:hidden`}
              />
            ) : null}
            <button
              ref={menuButtonRef}
              type="button"
              aria-label={t('nav.open_menu')}
              aria-expanded={menu.isOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={menu.open}
              className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: a filter or blur on it would make it the containing block of the fixed menu. */}
      {menu.visible ? (
        <MobileMenu
          id={MOBILE_MENU_ID}
          state={menu.state}
          links={links}
          services={services}
          languageHrefs={languageHrefs}
          onClose={close}
          returnFocusRef={menuButtonRef}
        />
      ) : null}
    </>
  );
}
