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

/**
 * The query of a request's address, read from the text after `?`: a page reads its filters there and
 * never the host (absolute links start from PUBLIC_URL, design.md section 5).
 */
export function requestQuery(request: Pick<Request, 'url'>): URLSearchParams {
  const start = request.url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : request.url.slice(start + 1).split('#')[0]);
}
