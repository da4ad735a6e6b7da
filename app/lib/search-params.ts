/** The current search with some parameters set or removed (undefined removes), as "?a=1" or "". */
export function searchWith(searchParams: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}
