import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  LINK_PREVIEW,
  LINK_PREVIEW_DESIGN,
  LINK_PREVIEW_PREFIX,
  linkPreviewVersion,
  parseLinkPreviewPath,
  type PreviewedPage,
} from '#contract/link-previews.ts';
import { notFound } from '../../http/errors.ts';
import { createPublicContentReader } from '../content/public-reader.ts';
import { createPreviewCache } from './cache.ts';
import { createCoverReader } from './cover-file.ts';
import { drawLinkPreview } from './draw.ts';
import { createPreviewContentReader, PREVIEWED_ITEM_SECTIONS } from './page-content.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The address names the version of the title and cover: what it shows never changes. */
const VERSIONED = 'public, max-age=31536000, immutable';
/** An address without the current version (an old share, a typed URL): kept briefly, then asked again. */
const UNVERSIONED = 'public, max-age=600';

export interface LinkPreviewOptions {
  /** PUBLIC_URL: the host drawn on the card and the origin a page's og:image must start with. */
  publicUrl: string;
  /** Where drawn previews are kept (config.linkPreviewsDir, under DATA_DIR). */
  cacheDir: string;
  /** The public files (public/ or the built client), where seeded images live. */
  publicFilesDir: string;
}

/** The line at the bottom of the card: the site's host and the page's section, in its language. */
function captionOf(site: URL, page: PreviewedPage): string {
  const [, section] = page.path.split('/');
  const sectionPath = localizedPath(section ? `/${section}` : '/', page.language);
  return `${site.host.replace(/^www\./, '')}${sectionPath === '/' ? '' : sectionPath}`;
}

/**
 * GET /og/{language}{page path}.jpg (ADR 0012): the 1200x630 link preview of a public page, drawn
 * from the page's own title and cover, cached on disk. Anything that names no public page is a 404.
 */
export const linkPreviewRoutes: FastifyPluginAsync<LinkPreviewOptions> = async (app, options) => {
  const site = new URL(options.publicUrl);
  const cache = createPreviewCache(options.cacheDir);
  const readCover = createCoverReader({
    publicFilesDir: options.publicFilesDir,
    readUpload: (publicPath) => app.media.readVariant(publicPath),
  });
  const readContent = createPreviewContentReader({
    content: createPublicContentReader(app.publicContent),
    renderPage: app.hasDecorator('renderPublicPage') ? app.renderPublicPage : null,
    origin: site.origin,
  });

  app.get(`${LINK_PREVIEW_PREFIX}/*`, async (request, reply) => {
    // The raw path, %-escapes and all: the parser refuses what is not a plain page path.
    const page = parseLinkPreviewPath(request.url.split('?', 1)[0] ?? '', PREVIEWED_ITEM_SECTIONS);
    const content = page && (await readContent(page));
    if (!page || !content) throw notFound();

    const caption = captionOf(site, page);
    const key = createHash('sha256')
      .update(JSON.stringify([LINK_PREVIEW_DESIGN, caption, content.title, content.cover]))
      .digest('hex')
      .slice(0, 40);
    const preview = await cache.get(key, async () => {
      const cover = await readCover(content.cover);
      try {
        return await drawLinkPreview({ title: content.title, cover, caption });
      } catch (error) {
        if (!cover) throw error;
        request.log.warn({ err: error, cover: content.cover }, 'unreadable cover: preview drawn without it');
        return drawLinkPreview({ title: content.title, cover: null, caption });
      }
    });

    const requestedVersion = (request.query as { v?: unknown }).v;
    const etag = `"${key.slice(0, 24)}"`;
    reply
      .header(
        'cache-control',
        requestedVersion === linkPreviewVersion(content.title, content.cover) ? VERSIONED : UNVERSIONED,
      )
      .header('etag', etag)
      .header('last-modified', preview.modified.toUTCString());
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    return reply.type(LINK_PREVIEW.type).send(preview.data);
  });
};
