/**
 * Cache keys of the admin screens. `resource` names the API path under /api/admin
 * (e.g. 'services', 'audit-log'); the public caches of the same domain share its first word.
 */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: string) => ['admin', resource] as const,
  list: (resource: string, params: object) => ['admin', resource, 'list', params] as const,
  detail: (resource: string, id: number) => ['admin', resource, 'detail', id] as const,
  stats: (resource: string) => ['admin', resource, 'stats'] as const,
  revisions: (resource: string, id: number) => ['admin', resource, 'revisions', id] as const,
};
