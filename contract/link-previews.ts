import { type Language, SUPPORTED_LANGUAGES } from './languages.ts';
import { STATIC_PAGE_PATHS } from './site-pages.ts';

/**
 * Link previews (ADR 0012): every public page has a 1200x630 JPEG drawn by the server from the
 * page's own title and cover. The address names the page only; the server finds what to draw.
 */
export const LINK_PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Raised whenever the drawing changes, so every preview gets a new address and a new file. */
export const LINK_PREVIEW_DESIGN = 1;

export const LINK_PREVIEW_PREFIX = '/og';

/** A slug or a numeric key, as every item page's URL holds it. */
const ITEM_KEY = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

export type PreviewedPage =
  | { kind: 'static'; language: Language; path: string }
  /** `section`: the list page the item lives under ("/blog"). */
  | { kind: 'item'; language: Language; path: string; section: string; key: string };

/** "/" in French is "/og/fr.jpg", "/blog/x" in English "/og/en/blog/x.jpg" (a trailing slash names the same page). */
export function linkPreviewPath(path: string, language: Language): string {
  return `${LINK_PREVIEW_PREFIX}/${language}${path.replace(/\/+$/, '')}.jpg`;
}

/** A short, stable hash (FNV-1a, 32 bits) that runs the same in the browser and on the server. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/** Changes with the title, the cover and the design: a shared link is then fetched again by the networks. */
export function linkPreviewVersion(title: string, cover: string | null): string {
  return shortHash(JSON.stringify([LINK_PREVIEW_DESIGN, title, cover ?? '']));
}

/** The absolute, versioned address of a page's preview, under PUBLIC_URL. */
export function linkPreviewUrl(
  origin: string,
  page: { path: string; language: Language },
  content: { title: string; cover: string | null },
): string {
  return `${origin}${linkPreviewPath(page.path, page.language)}?v=${linkPreviewVersion(content.title, content.cover)}`;
}

/**
 * The public page a preview address names, or null: only the static pages and the items of the
 * item sections (the kinds' `page.items`, "/blog") have previews, so no address reaches the back
 * office, the API or a file.
 */
export function parseLinkPreviewPath(pathname: string, itemSections: readonly string[]): PreviewedPage | null {
  const match = /^\/og\/([a-z]{2})((?:\/[a-z0-9-]+){0,2})\.jpg$/.exec(pathname);
  if (!match) return null;
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === match[1]);
  if (!language) return null;
  const path = match[2] || '/';
  if ((STATIC_PAGE_PATHS as readonly string[]).includes(path)) return { kind: 'static', language, path };
  const [, segment, key] = path.split('/');
  const section = itemSections.find((candidate) => candidate === `/${segment}`);
  if (!section || key === undefined || !ITEM_KEY.test(key)) return null;
  return { kind: 'item', language, path, section, key };
}
