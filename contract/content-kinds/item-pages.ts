import { CONTENT_KINDS } from './all-kinds.ts';
import type { ContentKind, ListPageDeclaration } from './define-content-kind.ts';

/** A kind whose items have pages of their own (its declaration's `page.items`), and what names and shows one. */
export interface ItemPageKind {
  kind: ContentKind;
  /** The list page the items live under, `/blog`; an item's page is `/blog/{slug}`. */
  section: string;
  /** The field an item is named by: the one its slug is made from. */
  titleField: string;
  /** The image its page shows first, if it has one. */
  pictureField: string | null;
  /** The page that lists them: its key, names, first words and routes. */
  listPage: ListPageDeclaration;
}

function itemPageOf(kind: ContentKind): ItemPageKind[] {
  if (!('items' in kind.page)) return [];
  const titleField = Object.values(kind.fields).find((field) => field.slug)?.slug?.from;
  if (!titleField) throw new Error(`${kind.name}: a kind with item pages has a slug`);
  const { items, picture, ...listPage } = kind.page;
  return [{ kind, section: items, titleField, pictureField: picture ?? null, listPage }];
}

/** Every kind with item pages: the sitemap, link previews and the editor's link dialog are drawn from these. */
export const ITEM_PAGE_KINDS: readonly ItemPageKind[] = CONTENT_KINDS.flatMap(itemPageOf);

/** The kind whose items live under this section ("/blog"), if any. */
export const itemPageKindOf = (section: string): ItemPageKind | undefined =>
  ITEM_PAGE_KINDS.find((entry) => entry.section === section);
