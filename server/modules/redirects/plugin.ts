import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isBackOfficePath, isFrameworkPath } from '#contract/page-urls.ts';
import { redirectKeyOf } from '#contract/schemas/redirect.ts';
import { createSitemapRepository } from '../seo/repository.ts';
import { createRedirects, type Redirects } from './redirects.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redirects: Redirects;
  }
}

/** A visitor's path as redirects are stored, without its query; null when it cannot be decoded. */
function pathOf(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return redirectKeyOf(decoded);
}

/**
 * Old addresses answered before any page (ADR 0059): a GET or HEAD of a redirected path goes on to its
 * target, with the query it came with, and counts a hit. The API, the back office and files never.
 */
export const redirectsPlugin = fp(
  async (app: FastifyInstance) => {
    const redirects = createRedirects({ db: app.db, sitemap: createSitemapRepository(app.db) });
    app.decorate('redirects', redirects);
    // An item moved on this instance: its new redirects are read at once.
    app.contentChanges.subscribe(() => redirects.forget());
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = pathOf(request.url);
      if (!path || isFrameworkPath(path) || isBackOfficePath(path)) return;
      const redirect = await redirects.find(path);
      if (!redirect) return;
      redirects.hit(redirect.id);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const target = redirect.toPath.includes('?') ? redirect.toPath : `${redirect.toPath}${query}`;
      // A 302 is a staff's "for now": no cache keeps it; a 301 is kept an hour, in case it changes.
      reply.header('cache-control', redirect.status === 302 ? 'no-cache' : 'public, max-age=3600');
      return reply.redirect(target, redirect.status);
    });
  },
  { name: 'redirects', dependencies: ['database', 'content'] },
);
