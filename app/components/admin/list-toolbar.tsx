import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { inputClass } from './buttons.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface ToolbarSelect {
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
  /** Adds a first "All" option with an empty value. */
  allowAll?: boolean;
}

const SEARCH_DELAY_MS = 300;

/** Search box (applied after a short pause in typing) and the filter and sort selects of an admin list. */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  selects = [],
  onSelect,
  total,
}: {
  search?: string;
  onSearch?: (value: string) => void;
  /** What the search looks in, when "Search" alone would not say it. */
  searchLabel?: string;
  selects?: ToolbarSelect[];
  onSelect?: (name: string, value: string) => void;
  total?: number;
}) {
  const t = useT(adminMessages);
  const [draft, setDraft] = useState(search ?? '');

  const [appliedSearch, setAppliedSearch] = useState(search);
  if (search !== appliedSearch) {
    // The URL changed (back button, a cleared filter): show what is applied.
    setAppliedSearch(search);
    setDraft(search ?? '');
  }
  useEffect(() => {
    if (!onSearch || draft === (search ?? '')) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:flex-wrap md:items-end">
      {onSearch ? (
        <form
          role="search"
          className="flex min-w-0 flex-1 flex-col gap-1.5 md:min-w-64"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(draft.trim());
          }}
        >
          <label htmlFor="admin-list-search" className="text-sm font-semibold text-slate-800">
            {searchLabel ?? t('list.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id="admin-list-search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('list.search_placeholder')}
              className={`${inputClass} pl-9`}
            />
          </div>
        </form>
      ) : null}
      {selects.map((select) => (
        <div key={select.name} className="flex flex-col gap-1.5 md:w-48">
          <label htmlFor={`admin-list-${select.name}`} className="text-sm font-semibold text-slate-800">
            {select.label}
          </label>
          <select
            id={`admin-list-${select.name}`}
            value={select.value}
            onChange={(event) => onSelect?.(select.name, event.target.value)}
            className={inputClass}
          >
            {select.allowAll ? <option value="">{t('list.filter_all')}</option> : null}
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {total !== undefined ? (
        <p className="text-sm text-slate-600 md:ml-auto md:self-center" aria-live="polite">
          {t('list.results', { count: total })}
        </p>
      ) : null}
    </div>
  );
}

/** A filter with "All", a yes and a no option (active, featured, published...), read from `?{name}=true|false`. */
export function yesNoFilter(name: string, label: string, value: string, yes: string, no: string): ToolbarSelect {
  return {
    name,
    label,
    value,
    allowAll: true,
    options: [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ],
  };
}
