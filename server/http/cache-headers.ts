import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isAdminPath } from './auth-guard.ts';

/**
 * Public GET API answers carry an ETag and must be revalidated, so a content change
 * shows at once while an unchanged answer costs a 304 and no body.
 */
export function registerApiCacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    // A route whose answer is one visitor's own (a quote by its secret) has said so.
    if (reply.getHeader('cache-control') === 'no-store') return payload;
    if (isAdminPath(request.url) || request.url.startsWith('/api/auth')) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    reply.header('vary', 'Accept-Language');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
