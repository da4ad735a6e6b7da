import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../app/routes.ts';

/** Every address pattern of app/routes.ts, once each ("/admin/blog/edit/:id", "/en/services/:slug", "/*"). */
export function routePatterns(): string[] {
  const patterns = (entries: readonly RouteConfigEntry[], prefix: string): string[] =>
    entries.flatMap((entry) => {
      const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
      const own = entry.index || entry.path ? [path || '/'] : [];
      return [...own, ...patterns(entry.children ?? [], path)];
    });
  return [...new Set(patterns(routes, ''))];
}

/** Whether a pattern is a back-office screen (the profile also answers at /profile, inside the back office). */
export const isBackOfficePattern = (pattern: string) => pattern.startsWith('/admin') || pattern === '/profile';

/** A regular expression matching the addresses of a pattern ("/blog/:slug" matches "/blog/12-mon-article"). */
export function patternExpression(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
