import { BLOG_FEED_PATH, BLOG_FEED_TEXTS } from '#contract/blog-feed.ts';
import { imageUrl } from '#contract/images.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicBlogPostSummary } from '#contract/schemas/blog.ts';
import { escapeXml } from './xml.ts';
import { pageUrl } from '#contract/page-urls.ts';

/** The size readers download for the cover; its byte length is unknown here, which RSS allows as 0. */
const ENCLOSURE_WIDTH = 960;

function item(origin: string, language: Language, post: PublicBlogPostSummary): string {
  const link = escapeXml(pageUrl(origin, `/blog/${post.slug}`, language));
  const cover = post.cover_image
    ? `<enclosure url="${escapeXml(`${origin}${imageUrl(post.cover_image, ENCLOSURE_WIDTH)}`)}" length="0" type="image/webp"/>`
    : '';
  return (
    `<item><title>${escapeXml(post.title)}</title><link>${link}</link>` +
    `<guid isPermaLink="true">${link}</guid>` +
    `<pubDate>${new Date(post.published_at).toUTCString()}</pubDate>` +
    `<dc:creator>${escapeXml(post.author_name)}</dc:creator>` +
    `<description>${escapeXml(post.excerpt)}</description>${cover}</item>`
  );
}

/** RSS 2.0 of the latest published articles in one language, with absolute links under PUBLIC_URL. */
export function blogFeedXml(origin: string, language: Language, posts: PublicBlogPostSummary[]): string {
  const texts = BLOG_FEED_TEXTS[language];
  const latest = posts[0]?.published_at;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    `<channel><title>${escapeXml(texts.title)}</title>` +
    `<link>${escapeXml(pageUrl(origin, '/blog', language))}</link>` +
    `<atom:link href="${escapeXml(pageUrl(origin, BLOG_FEED_PATH, language))}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(texts.description)}</description><language>${language}</language>` +
    (latest ? `<lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : '') +
    '\n' +
    posts.map((post) => item(origin, language, post)).join('\n') +
    '\n</channel></rss>\n'
  );
}
