import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { blogListQuerySchema } from '#contract/schemas/blog.ts';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicBlogService } from './service.ts';

export function publicBlogRoutes(blog: PublicBlogService): FastifyPluginAsyncZod {
  const item = blogPostsKind.schemas.publicAnswer;
  return async (app) => {
    app.get(
      '/blog',
      {
        schema: {
          querystring: blogListQuerySchema,
          response: {
            200: pageEnvelopeSchema(item.omit({ body: true, seo_title: true, seo_description: true, seo_image: true })),
          },
        },
      },
      async (request, reply) => {
        const { items, total } = await blog.list(request.query, apiLanguage(request));
        return sendData(request, reply, items, { meta: pageMeta(request.query.page, request.query.per_page, total) });
      },
    );

    app.get(
      '/blog/:slug',
      {
        schema: {
          params: slugParamSchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(item) },
        },
      },
      async (request, reply) => sendData(request, reply, await blog.bySlug(request.params.slug, apiLanguage(request))),
    );
  };
}
