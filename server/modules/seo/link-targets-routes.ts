import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { linkTargetSchema } from '#contract/schemas/link-targets.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { SitemapRepository } from './repository.ts';

/** GET /api/admin/link-targets: the items with a page, for the rich-text editor's link search. */
export function linkTargetsRoutes(repository: SitemapRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));
    app.get(
      '/admin/link-targets',
      { schema: { response: { 200: listEnvelopeSchema(linkTargetSchema) } } },
      async (request, reply) => sendData(request, reply, await repository.linkTargets()),
    );
  };
}
