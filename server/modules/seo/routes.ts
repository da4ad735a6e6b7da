import type { FastifyPluginAsync } from 'fastify';
import { createSitemapRepository } from './repository.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** A crawler reads them a few times a day; an editor's change shows within ten minutes. */
const CACHE = 'public, max-age=600';

/** /robots.txt and /sitemap.xml, with URLs under PUBLIC_URL only. */
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
};
