import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search, filters, sort and page of an admin list, kept in the URL so a list can be
 * bookmarked, shared and reloaded. Changing anything but the page
 * returns to page 1.
 */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const write = useCallback(
    (changes: Record<string, string | undefined>) => {
      setSearchParams(
        () => {
          // The URL as it is now: React Router's `current` is the last render's, which loses a change made just before.
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // The bindings of the toolbar and the pagination: a search, a filter or a page written to the URL.
  const onSearch = useCallback((search: string) => write({ search }), [write]);
  const onSelect = useCallback((name: string, value: string) => write({ [name]: value }), [write]);
  const onPage = useCallback((next: number) => write({ page: String(next) }), [write]);

  return { values, page, onSearch, onSelect, onPage };
}
