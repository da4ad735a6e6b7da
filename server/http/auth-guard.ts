import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser, UserRole } from '#contract/schemas/auth.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on /api/admin/* and /api/auth/* routes that need a session. */
    auth: { user: SessionUser; token: string; sessionId: number } | null;
  }
}

/** Finds the active user behind a bearer token (the auth module's sessions). */
export interface SessionLookup {
  findUser(token: string): Promise<{ sessionId: number; user: SessionUser } | null>;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** Path without query string, lower-cased: no letter case, slash or query trick gets round the guard. */
export function normalizedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return decodeURIComponentSafe(path)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isAdminPath(url: string): boolean {
  const path = normalizedPath(url);
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

/**
 * Every /api/admin/* request needs a valid session, checked before routing so that
 * an unknown admin path answers 401 too. Roles are checked per route with requireRole.
 */
export function registerAuthGuard(app: FastifyInstance, sessions: SessionLookup) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!isAdminPath(request.url)) return;
    await authenticate(request, sessions);
  });
}

export async function authenticate(request: FastifyRequest, sessions: SessionLookup) {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const found = await sessions.findUser(token);
  if (!found) throw unauthorized();
  const { user, sessionId } = found;
  request.auth = { token, sessionId, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
}

export function requireRole(request: FastifyRequest, roles: readonly UserRole[]) {
  if (!request.auth) throw unauthorized();
  if (!roles.includes(request.auth.user.role)) throw forbidden();
}
