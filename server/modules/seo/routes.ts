import type { FastifyPluginAsync } from 'fastify';
import { BLOG_FEED_PATH, BLOG_FEED_SIZE } from '#contract/blog-feed.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import type { PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { blogFeedXml } from './blog-feed.ts';
import { createSitemapRepository } from './repository.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** A crawler reads them a few times a day; an editor's change shows within ten minutes. */
const CACHE = 'public, max-age=600';

/** /robots.txt, /sitemap.xml and the blog's feed in each language, with URLs under PUBLIC_URL only. */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const repository = createSitemapRepository(app.db);
  const publicOrigin = new URL(publicUrl).origin;
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(publicOrigin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(publicOrigin, await repository.publicItems());
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  });
  for (const language of SUPPORTED_LANGUAGES) {
    app.get(localizedPath(BLOG_FEED_PATH, language), async (_request, reply) => {
      const { items } = await app.publicContent.kinds.blog!.page({ page: 1, per_page: BLOG_FEED_SIZE }, language);
      // The blog's list answers as its declaration's summary schema says.
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(blogFeedXml(publicOrigin, language, items as PublicBlogPostSummary[]));
    });
  }
};
