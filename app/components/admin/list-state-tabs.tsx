import { Link } from 'react-router';

export interface StateTab {
  key: string;
  label: string;
  /** Unknown while the list loads. */
  count?: number;
  /** The list's query string with this tab's state. */
  href: string;
  current: boolean;
}

/**
 * WordPress's "All (12) | Published (9) | Drafts (3)" above a list: links that keep the list's
 * state in the address, the open one marked for screen readers with `aria-current`.
 */
export function ListStateTabs({ label, tabs }: { label: string; tabs: StateTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              replace
              preventScrollReset
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
                tab.current
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {tab.label}{' '}
              {tab.count === undefined ? null : (
                <span
                  className={`rounded-full px-2 text-xs tabular-nums ${
                    tab.current ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {tab.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
