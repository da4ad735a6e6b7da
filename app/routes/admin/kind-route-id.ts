const PREFIX = 'admin-kind:';

/** The route id of a content kind's screen (routes.ts): the kind's generic screens read it back. */
export function kindRouteId(name: string, screen: 'list' | 'new' | 'edit'): string {
  return `${PREFIX}${name}:${screen}`;
}

/** The kind's name in a route id made by kindRouteId; null for any other route. */
export function kindNameOfRouteId(id: string): string | null {
  if (!id.startsWith(PREFIX)) return null;
  return id.slice(PREFIX.length).split(':')[0] ?? null;
}
