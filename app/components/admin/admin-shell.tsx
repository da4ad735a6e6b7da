import { ExternalLink, LogOut, Menu, UserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { LanguageSwitcher } from '#app/components/layout/language-switcher.tsx';
import { Logo } from '#app/components/layout/logo.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { canAccess } from '#app/lib/auth/current-user.tsx';
import type { AdminNavGroup } from './admin-nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
  }`;

function AdminNav({ nav, user, onNavigate }: { nav: AdminNavGroup[]; user: SessionUser; onNavigate: () => void }) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  return (
    <nav aria-label={t('shell.nav_label')} className="flex flex-col gap-6">
      {nav.map((group) => {
        const items = group.items.filter((item) => canAccess(user.role, item.need));
        if (items.length === 0) return null;
        return (
          <div key={group.label}>
            <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(group.label)}</p>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
                    <item.icon aria-hidden="true" className="size-4 shrink-0" />
                    {typeof item.label === 'string' ? t(item.label) : item.label[language]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

const menuButtonClass = 'rounded-lg p-2 text-slate-700 hover:bg-slate-100';

/** The logo and "back office" title, leading to the dashboard (the phone header's and the sidebar's). */
function HomeLink({ logoClassName }: { logoClassName: string }) {
  const t = useT(adminMessages);
  return (
    <Link to="/admin" className="flex flex-col gap-1 text-slate-900">
      <Logo className={logoClassName} />
      <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('shell.title')}</span>
    </Link>
  );
}

/** Sidebar navigation for the role, the current user, logout and the language switch around every admin screen. */
export function AdminShell({
  nav,
  user,
  onLogout,
  children,
}: {
  /** The groups of the sidebar (adminNav), with the content kinds' entries. */
  nav: AdminNavGroup[];
  user: SessionUser;
  onLogout: () => void;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    // Following a link closes the phone menu.
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  // Listening from the start: an Escape pressed the moment the menu opens closes it too (an effect
  // added on opening runs after the paint and could miss it).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 lg:flex-row">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <HomeLink logoClassName="h-7 w-auto" />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          className={menuButtonClass}
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t('shell.open_menu')}</span>
        </button>
      </header>

      {menuOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}

      <aside
        id="admin-sidebar"
        className={`fixed inset-y-0 left-0 z-50 w-72 flex-col overflow-y-auto border-r border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:z-auto lg:flex lg:h-screen lg:w-64 ${
          menuOpen ? 'flex' : 'hidden'
        }`}
      >
        <div className="mb-6 flex items-center justify-between">
          <HomeLink logoClassName="h-8 w-auto" />
          <button type="button" onClick={() => setMenuOpen(false)} className={`${menuButtonClass} lg:hidden`}>
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('shell.close_menu')}</span>
          </button>
        </div>
        {/* A link closes the phone menu at once, even when an unsaved-changes warning holds the page. */}
        <AdminNav nav={nav} user={user} onNavigate={() => setMenuOpen(false)} />
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
          <p className="px-3 text-sm text-slate-700">
            <span className="block font-semibold text-slate-900" data-testid="current-user">
              {user.name}
            </span>
            <span className="block" data-testid="current-role">
              {t(user.role === 'admin' ? 'role.admin' : 'role.editor')}
            </span>
          </p>
          <NavLink to="/admin/profile" className={linkClass}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('shell.profile')}
          </NavLink>
          <a href="/" className={linkClass({ isActive: false })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('shell.view_site')}
          </a>
          <button type="button" onClick={onLogout} className={`${linkClass({ isActive: false })} w-full text-left`}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('shell.logout')}
          </button>
          <div className="px-3">
            <LanguageSwitcher />
          </div>
        </div>
      </aside>

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10">
        {children}
      </main>
    </div>
  );
}
