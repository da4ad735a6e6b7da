import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { ITEM_PAGE_KINDS, type ItemPageKind } from '#contract/content-kinds/item-pages.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { itemPaths, localizedSlugs } from '#contract/page-urls.ts';
import type { FixedSearchEntry } from '#contract/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { searchEntries } from '../../db/schema.ts';
import { foldedForSearch } from '../../lib/sql-helpers.ts';
import { columnOf } from '../admin/content-kind-store.ts';
import { findKindTable } from '../content/kind-tables.ts';
import { searchableTextsOf, searchedFieldsOf } from './searchable-texts.ts';

/** Each language's text search configuration (migration 0027): its stemming, accents and case ignored. */
export const SEARCH_CONFIGURATIONS: Record<Language, string> = { fr: 'weltaare_fr', en: 'weltaare_en' };

/** The delimiters of a matched word in an excerpt (private-use characters, which no text keeps: see `cleaned`). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const cleaned = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/** Rows written per statement: well under PostgreSQL's limit of parameters. */
const BATCH = 200;

type EntryRow = Omit<typeof searchEntries.$inferInsert, 'titleKey' | 'words'>;

/** The words of an entry: the title weighs most (A), the rest after it (B). */
const wordsOf = (language: Language, title: string, body: string): SQL =>
  sql`setweight(to_tsvector(${SEARCH_CONFIGURATIONS[language]}::regconfig, ${title}), 'A') || setweight(to_tsvector(${SEARCH_CONFIGURATIONS[language]}::regconfig, ${body}), 'B')`;

async function upsert(db: Db, rows: EntryRow[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({
      ...row,
      title: cleaned(row.title),
      titleKey: foldedForSearch(cleaned(row.title)),
      body: cleaned(row.body),
      words: wordsOf(row.language as Language, cleaned(row.title), cleaned(row.body)),
    }));
    await db
      .insert(searchEntries)
      .values(batch)
      .onConflictDoUpdate({
        target: [searchEntries.kind, searchEntries.itemKey, searchEntries.language],
        set: {
          title: sql`excluded.title`,
          titleKey: sql`excluded.title_key`,
          body: sql`excluded.body`,
          path: sql`excluded.path`,
          sourceUpdatedAt: sql`excluded.source_updated_at`,
          sourceVersion: sql`excluded.source_version`,
          words: sql`excluded.words`,
        },
      });
  }
}

/**
 * One kind's entries brought in line with its table: the items written since they were indexed (their
 * `updated_at` or `version` differ) are indexed again, those deleted are left out. Whether visitors may
 * see an item is not kept here: the search asks the kind's own rules (a publication may come by time).
 */
async function syncKind(db: Db, { kind, section, titleField }: ItemPageKind) {
  const { table } = findKindTable(kind.name)!;
  const column = columnOf(kind, table);
  const [id, updatedAt, version] = [column('id'), column('updated_at'), column('version')];
  const fields = [...new Set([titleField, ...searchedFieldsOf(kind)])];
  await db
    .delete(searchEntries)
    .where(
      and(
        eq(searchEntries.kind, kind.name),
        notInArray(searchEntries.itemKey, db.select({ key: sql<string>`${id}::text` }).from(table)),
      ),
    );
  // Kept as JavaScript reads it, to the millisecond: PostgreSQL's microseconds would never match again.
  const indexed = db
    .select({ one: sql`1` })
    .from(searchEntries)
    .where(
      sql`${searchEntries.kind} = ${kind.name} and ${searchEntries.itemKey} = ${id}::text and ${searchEntries.language} = 'fr' and ${searchEntries.sourceUpdatedAt} = date_trunc('milliseconds', ${updatedAt}) and ${searchEntries.sourceVersion} = ${version}`,
    );
  const stale = (await db
    .select({
      id,
      updatedAt,
      version,
      slug: column('slug'),
      slugEn: column('slug_en'),
      ...Object.fromEntries(fields.map((name) => [name, column(name)])),
    })
    .from(table)
    .where(sql`not exists (${indexed})`)) as (Record<string, unknown> & {
    id: number;
    updatedAt: Date;
    version: number;
    slug: string;
    slugEn: string | null;
  })[];
  await upsert(
    db,
    stale.flatMap((row) => {
      const paths = itemPaths(section, localizedSlugs(row.slug, row.slugEn), row.slug);
      return SUPPORTED_LANGUAGES.map((language) => ({
        kind: kind.name,
        itemKey: String(row.id),
        language,
        ...searchableTextsOf(kind, titleField, row, language),
        path: paths[language],
        sourceUpdatedAt: row.updatedAt,
        sourceVersion: row.version,
      }));
    }),
  );
}

/** The fixed pages' entries replaced by the build's: those it no longer has are left out. */
async function syncFixed(db: Db, entries: readonly FixedSearchEntry[]) {
  await db.transaction(async (tx) => {
    await tx.delete(searchEntries).where(inArray(searchEntries.kind, ['pages', 'help']));
    await upsert(
      tx as unknown as Db,
      entries.map(({ kind, key, language, title, body, path }) => ({
        kind,
        itemKey: key,
        language,
        title,
        body,
        path,
      })),
    );
  });
}

export interface SearchIndex {
  /** Brings the entries in line with the content; calls made while one runs share the next run. */
  refresh(): Promise<void>;
  /** Where the fixed pages' texts come from (the SSR build, with the settings they quote): read at each run. */
  useFixedEntries(source: () => Promise<readonly FixedSearchEntry[]>): Promise<void>;
  /** Resolves once every refresh asked for so far has run: a search then sees every saved change. */
  settled(): Promise<void>;
}

/**
 * The search index kept in line with the content (ADR 0061): refreshed when this instance starts and
 * each time the content changes here or on another instance. Each instance does its own part: rows
 * already in line are left alone, so two instances refreshing at once write the same rows.
 */
export function createSearchIndex(db: Db, onFailure: (error: unknown) => void): SearchIndex {
  let fixedSource: (() => Promise<readonly FixedSearchEntry[]>) | null = null;
  // What this instance last wrote of the fixed pages: they change with a deployment or the settings.
  let fixedWritten: readonly FixedSearchEntry[] = [];
  let fixedWrittenText = '';
  let tail: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;

  const run = async () => {
    next = null;
    if (fixedSource) {
      const entries = await fixedSource();
      // The same list is left alone without reading it again; a new one, only if its words changed.
      const text = entries === fixedWritten ? fixedWrittenText : JSON.stringify(entries);
      if (text !== fixedWrittenText) await syncFixed(db, entries);
      fixedWritten = entries;
      fixedWrittenText = text;
    }
    for (const entry of ITEM_PAGE_KINDS) await syncKind(db, entry);
  };

  const refresh = () => {
    if (next) return next;
    next = tail.then(run).catch(onFailure);
    tail = next;
    return next;
  };

  return {
    refresh,
    useFixedEntries: (source) => {
      fixedSource = source;
      return refresh();
    },
    settled: () => tail,
  };
}
