import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { listEnvelopeSchema, pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicKindService } from './public-kind-reads.ts';

const keyParamSchema = z.object({ key: z.string().trim().min(1).max(200) });

/**
 * A kind's public routes, drawn from its declaration's `publicReads` (ADR 0044): GET /api/{path} (a page
 * at a time, or the whole list), its whole list, its featured items and one item by slug or key.
 */
export function publicKindRoutes(kind: ContentKind, reads: PublicKindService): FastifyPluginAsyncZod {
  const { path, paged, whole, featured, item } = kind.publicReads;
  const list = listEnvelopeSchema(kind.schemas.publicSummary as z.ZodType);
  const everything = { schema: { querystring: languageQuerySchema, response: { 200: list } } };
  return async (app) => {
    if (paged) {
      app.get(
        `/${path}`,
        {
          schema: {
            querystring: kind.schemas.publicListQuery,
            response: { 200: pageEnvelopeSchema(kind.schemas.publicSummary as z.ZodType) },
          },
        },
        async (request, reply) => {
          const query = request.query as { page: number; per_page: number };
          const { items, total } = await reads.page(query, apiLanguage(request));
          return sendData(request, reply, items, { meta: pageMeta(query.page, query.per_page, total) });
        },
      );
    }
    const wholePath = paged ? whole && `/${path}/${whole}` : `/${path}`;
    if (wholePath) {
      app.get(wholePath, everything, async (request, reply) =>
        sendData(request, reply, await reads.all(apiLanguage(request))),
      );
    }
    if (featured) {
      app.get(`/${path}/featured`, everything, async (request, reply) =>
        sendData(request, reply, await reads.featured(apiLanguage(request))),
      );
    }
    if (item) {
      const one = successEnvelopeSchema(kind.schemas.publicAnswer);
      const params = item === 'key' ? keyParamSchema : slugParamSchema;
      app.get(
        `/${path}/:${item}`,
        { schema: { params, querystring: languageQuerySchema, response: { 200: one } } },
        async (request, reply) => {
          const key = (request.params as Record<string, string>)[item]!;
          const found = await reads.item(key, apiLanguage(request));
          if (!found) throw notFound();
          return sendData(request, reply, found);
        },
      );
    }
  };
}
