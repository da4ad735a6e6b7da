import { ITEM_PAGE_KINDS, type ItemPageKind, itemPageKindOf } from '#contract/content-kinds/item-pages.ts';
import { linkPreviewPath, type PreviewedPage } from '#contract/link-previews.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicContentReader, PublicKindReads } from '#contract/page-context.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import type { PublicPageRenderer } from '../../http/ssr.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** What a preview draws: the title the page's meta names and the page's own image (a base path). */
export interface PreviewContent {
  title: string;
  cover: string | null;
}

/** The sections whose items have previews: the kinds' `page.items`. */
export const PREVIEWED_ITEM_SECTIONS = ITEM_PAGE_KINDS.map((entry) => entry.section);

/**
 * An item page's title and image, read as its loader and meta read them (app/routes/*-detail.tsx):
 * the item in the visitor's language, named by the field its slug is made from, with its picture.
 */
async function readItem(
  content: PublicContentReader,
  { kind, titleField, pictureField }: ItemPageKind,
  key: string,
  language: Language,
): Promise<PreviewContent | null> {
  const reads = (content as unknown as Record<string, PublicKindReads<Record<string, unknown>>>)[kind.name]!;
  const item = await reads.item(key, language);
  if (!item) return null;
  const picture = pictureField ? item[pictureField] : null;
  return { title: String(item[titleField]), cover: typeof picture === 'string' ? picture : null };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML attribute value as React writes it (named and numeric character references). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? reference;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

function metaContent(head: string, property: string): string | null {
  for (const tag of head.match(/<meta\s[^>]*>/gi) ?? []) {
    if (!tag.includes(`property="${property}"`)) continue;
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? null : decodeAttribute(content);
  }
  return null;
}

/**
 * The title a rendered page gives its own preview: the alternative text of the og:image it declares,
 * provided that image is this page's preview (a page that declares none has none).
 */
export function previewTitleInPage(html: string, origin: string, page: PreviewedPage): string | null {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const image = metaContent(head, 'og:image');
  if (!image?.startsWith(`${origin}${linkPreviewPath(page.path, page.language)}?`)) return null;
  return metaContent(head, 'og:image:alt');
}

/** The reads of a page loader answer 503 as a thrown Response while the database is out of reach. */
function unavailable(error: unknown): never {
  if (error instanceof Response && error.status === 503) throw serviceUnavailable();
  throw error;
}

/**
 * Finds what a page's preview shows, in-process and from the page's own sources only: an item page
 * reads its item as its loader does; any other page is rendered and its meta read.
 */
export function createPreviewContentReader(deps: {
  content: PublicContentReader;
  renderPage: PublicPageRenderer | null;
  origin: string;
}) {
  return async (page: PreviewedPage): Promise<PreviewContent | null> => {
    if (page.kind === 'item') {
      const itemPage = itemPageKindOf(page.section);
      if (!itemPage) return null;
      return readItem(deps.content, itemPage, page.key, page.language).catch(unavailable);
    }
    if (!deps.renderPage) return null;
    const rendered = await deps.renderPage(localizedPath(page.path, page.language));
    if (rendered.status === 503) throw serviceUnavailable();
    if (!rendered.html) return null;
    const title = previewTitleInPage(rendered.html, deps.origin, page);
    return title === null ? null : { title, cover: null };
  };
}
