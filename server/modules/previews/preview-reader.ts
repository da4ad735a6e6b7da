import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicContentReader, PublicKindReads } from '#contract/page-context.ts';
import { localizedSlugs } from '#contract/page-urls.ts';
import { columnKey } from '../admin/content-kind-store.ts';
import { findKindTable } from '../content/kind-tables.ts';
import { publicAnswerOf } from '../content/public-answer.ts';
import type { OpenPreview } from './preview-store.ts';

type Row = Record<string, unknown> & { id: number };

/** The draft as a database row: the public answers are drawn from rows (camelCase columns, dates as Dates). */
function rowOf(kind: ContentKind, item: OpenPreview['data']): Row {
  const row: Row = {
    id: item.id,
    createdAt: new Date(String(item.created_at)),
    updatedAt: new Date(String(item.updated_at)),
  };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = item[name] ?? null;
    row[columnKey(name)] = field.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

/** The item first, in place of its stored copy: a list page shows the draft where the item would be. */
const withDraft = <T extends { id: number }>(items: T[], draft: T) => [
  draft,
  ...items.filter((item) => item.id !== draft.id),
];

/** Whether a page's slug (or, for a kind read by key, a site page's key) names the draft, in either language. */
function namesDraft(kind: ContentKind, row: Row, slug: string): boolean {
  if ('byKey' in kind.page) return slug === row.key;
  const slugs = localizedSlugs(String(row.slug), row.slugEn as string | null);
  return slug === slugs.fr || slug === slugs.en;
}

const kindNamed = (name: string): ContentKind | undefined => findKindTable(name)?.kind;

/** The preview's page path in a language: the item's own page, or the page that lists its kind (its declaration's `page`). */
export function previewPagePath(preview: OpenPreview, language: Language): string | null {
  const kind = kindNamed(preview.kind);
  if (!kind) return null;
  if ('listedOn' in kind.page) return kind.page.listedOn;
  if ('byKey' in kind.page) return kind.page.byKey[String(preview.data.key)] ?? null;
  const slugs = localizedSlugs(String(preview.data.slug ?? ''), preview.data.slug_en as string | null);
  return `${kind.page.items}/${slugs[language]}`;
}

/**
 * The public reads with the draft in them (ADR 0019): the draft answers for its own slug and takes
 * its place in the lists, whatever its state or schedule; everything else is read as usual. A kind
 * with pages of its own shows it there; any other, first in the lists of its page.
 */
export function previewReader(base: PublicContentReader, preview: OpenPreview): PublicContentReader {
  const kind = kindNamed(preview.kind);
  if (!kind) return base;
  const row = rowOf(kind, preview.data);
  const toItem = publicAnswerOf(kind);
  const toSummary = publicAnswerOf(kind, kind.publicReads.listOmit);
  const reads = (base as unknown as Record<string, PublicKindReads<{ id: number }>>)[kind.name]!;
  const withDraftIn: PublicKindReads<{ id: number }> =
    'items' in kind.page || 'byKey' in kind.page
      ? {
          ...reads,
          item: async (key, language) =>
            namesDraft(kind, row, key) ? toItem(row, language) : reads.item(key, language),
        }
      : {
          ...reads,
          all: async (language) => withDraft(await reads.all(language), toSummary(row, language)),
          featured: async (language) => withDraft(await reads.featured(language), toSummary(row, language)),
        };
  return { ...base, [kind.name]: withDraftIn };
}
