import { NavLink } from 'react-router';
import { useT } from '#app/i18n/i18n-context.tsx';
import { newsletterAdminMessages } from './messages.ts';

const TABS = [
  { to: '/admin/newsletter', label: 'nav.subscribers', end: true },
  { to: '/admin/newsletter/issues', label: 'nav.issues', end: false },
] as const;

/** The two faces of the newsletter in the back office: who subscribed, and what was sent to them. */
export function NewsletterTabs() {
  const t = useT(newsletterAdminMessages);
  return (
    <nav aria-label={t('list.title')} className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-950'
            }`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
