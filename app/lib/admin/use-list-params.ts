import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query with these values set (an empty one removed); any change but the page's returns to page 1. */
function withChanges(query: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  for (const [name, value] of Object.entries(changes)) {
    if (value) query.set(name, value);
    else query.delete(name);
  }
  if (!('page' in changes)) query.delete('page');
  return query;
}

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
        // The URL as it is now: React Router's `current` is the last render's, which loses a change made just before.
        () => withChanges(new URLSearchParams(window.location.search), changes),
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  /** The query string of a link making these changes (a list's state tab), from the URL as rendered. */
  const linkTo = (changes: Record<string, string | undefined>) => {
    const next = withChanges(new URLSearchParams(searchParams), changes).toString();
    return next ? `?${next}` : '';
  };

  // The bindings of the toolbar and the pagination: a search, a filter or a page written to the URL.
  const onSearch = useCallback((search: string) => write({ search }), [write]);
  const onSelect = useCallback((name: string, value: string) => write({ [name]: value }), [write]);
  const onPage = useCallback((next: number) => write({ page: String(next) }), [write]);

  return { values, page, onSearch, onSelect, onPage, linkTo };
}
