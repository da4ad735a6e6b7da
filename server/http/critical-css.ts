import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { createMemoryCache } from '../lib/memory-cache.ts';

/**
 * The CSS a public page needs to paint, inlined in its head; the whole stylesheet moves to the end
 * of the body, where it no longer holds the first paint (a stylesheet the parser meets once the body
 * has begun does not block rendering) and is still fetched, cached and kept by the service worker
 * for the next pages (ADR 0030).
 *
 * Finding the rules that match a page (Beasties) takes about 50 ms: the result is kept per shape of
 * page, the set of tags, attributes and classes it uses, so a page at a new address (a query, another
 * article) reuses it in a millisecond.
 */
export type CriticalCssInliner = (html: string) => Promise<string>;

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\s*\/?>/;
/** Shapes of pages worth remembering: a handful per route. */
const SHAPES_KEPT = 500;

/** What a page is built of, for the rules that match it: tag names, attribute names and classes. */
export function pageShape(html: string): string {
  const parts = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) parts.add(`<${tag!.toLowerCase()}`);
  for (const [, name] of html.matchAll(/\s([a-zA-Z_:][\w:.-]*)=/g)) parts.add(`@${name!.toLowerCase()}`);
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) parts.add(`.${name}`);
  return createHash('sha1')
    .update([...parts].sort().join(' '))
    .digest('base64url');
}

/** Puts `css` in the head where the stylesheet was, and the stylesheet at the end of the body. */
function withCriticalCss(html: string, link: string, css: string): string {
  const closingBody = html.lastIndexOf('</body>');
  if (closingBody < 0) return html;
  return `${html.slice(0, closingBody)}${link}${html.slice(closingBody)}`.replace(link, `<style>${css}</style>`);
}

export function createCriticalCssInliner(clientDir: string): CriticalCssInliner {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Only the rules are taken from its answer; where they go is decided here.
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'silent',
  });
  const byShape = createMemoryCache<string>({ maxEntries: SHAPES_KEPT, ttlMs: Number.POSITIVE_INFINITY });

  async function criticalCss(html: string): Promise<string> {
    const processed = await beasties.process(html);
    // The style Beasties added: the one the page did not have.
    const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
    return styles.find((css) => !html.includes(css)) ?? '';
  }

  return async (html) => {
    const link = STYLESHEET_LINK.exec(html)?.[0];
    if (!link) return html;
    const css = await byShape.remember(pageShape(html), () => criticalCss(html));
    return css ? withCriticalCss(html, link, css) : html;
  };
}
