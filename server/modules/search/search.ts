import { type SQL, sql } from 'drizzle-orm';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { Language } from '#contract/languages.ts';
import {
  SEARCH_KIND_NAMES,
  SEARCH_KINDS,
  SEARCH_RESULT_LIMIT,
  type SearchKind,
  type SearchResult,
} from '#contract/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { searchEntries } from '../../db/schema.ts';
import { columnOf } from '../admin/content-kind-store.ts';
import { findKindTable } from '../content/kind-tables.ts';
import { publicRuleOf } from '../content/public-rules.ts';
import { rowsOfResult, foldedForSearch } from '../../lib/sql-helpers.ts';
import { MARK_END, MARK_START, SEARCH_CONFIGURATIONS, type SearchIndex } from './search-index.ts';
import { localizedHref } from '#contract/page-urls.ts';

/** Shorter words than this are left out of a search of several words ("a", "l'"): they match nearly everything. */
const SHORTEST_WORD = 2;

/**
 * The visitor's words as a text search query: each one stemmed by the language's configuration, all
 * of them required. The last one may be half typed (the search runs as the visitor types): it is also
 * matched as a prefix, and by its shorter beginnings, since a whole word's stem can be shorter than
 * what was typed of it ("applicat" of "applications", whose stem is "applic"). Only letters and
 * digits reach the query's syntax; null when nothing is left to search.
 */
export function queryTextOf(terms: string): string | null {
  const words = wordsOf(terms);
  const kept = words.length > 1 ? words.filter((word) => word.length >= SHORTEST_WORD) : words;
  const last = kept.pop();
  if (last === undefined) return null;
  const beginnings = [...last].length > SHORTEST_TYPED_STEM ? beginningsOf(last) : [];
  const typing = [`'${last}':*`, ...beginnings.map((beginning) => `'${beginning}'`)].join(' | ');
  return [...kept.map((word) => `'${word}'`), `(${typing})`].join(' & ');
}

/** The visitor's words: letters and digits only. */
const wordsOf = (terms: string) => terms.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** Shorter typed words are not looked for inside titles: nearly every title holds them. */
const SHORTEST_TITLE_WORD = 3;

/** A half-typed word's beginnings that a stem may be: down to three letters fewer, never under four. */
const SHORTEST_TYPED_STEM = 4;
function beginningsOf(word: string): string[] {
  const letters = [...word];
  const beginnings: string[] = [];
  for (let length = letters.length - 1; length >= Math.max(SHORTEST_TYPED_STEM, letters.length - 3); length -= 1) {
    beginnings.push(letters.slice(0, length).join(''));
  }
  return beginnings;
}

/**
 * Whether visitors may see the item an entry names, by its kind's own rules (ADR 0044): a scheduled
 * publication counts from its time, not from its indexing. Fixed pages are always seen. The items
 * visitors may see are listed once per search and matched by hash: a word found in thousands of
 * entries costs no lookup per entry.
 */
const VISIBLE: SQL = (() => {
  const visibleItems = ITEM_PAGE_KINDS.map(({ kind }) => {
    const { table } = findKindTable(kind.name)!;
    const id = columnOf(kind, table)('id');
    return sql`select ${kind.name}::text, ${id}::text from ${table} where ${publicRuleOf(kind, table)}`;
  });
  return sql`(${searchEntries.kind} in ('pages', 'help') or (${searchEntries.kind}, ${searchEntries.itemKey}) in (${sql.join(visibleItems, sql` union all `)}))`;
})();

/** An excerpt as the database marks it, split into its text and the places of its matched words. */
export function markedExcerpt(marked: string): Pick<SearchResult, 'excerpt' | 'marks'> {
  const marks: [number, number][] = [];
  let excerpt = '';
  let start = -1;
  for (const character of marked) {
    if (character === MARK_START) start = excerpt.length;
    else if (character === MARK_END && start >= 0) {
      marks.push([start, excerpt.length]);
      start = -1;
    } else excerpt += character;
  }
  return { excerpt, marks };
}

export interface SiteSearch {
  /** The best pages for these words in this language, visible to visitors, ranked; none for no words. */
  search(terms: string, language: Language): Promise<SearchResult[]>;
}

export function createSiteSearch(db: Db, index: Pick<SearchIndex, 'settled'>): SiteSearch {
  return {
    async search(terms, language) {
      const queryText = queryTextOf(terms);
      if (!queryText) return [];
      // A change saved a moment ago is searched too.
      await index.settled();
      const configuration = sql`${SEARCH_CONFIGURATIONS[language]}::regconfig`;
      const query = sql`to_tsquery(${configuration}, ${queryText})`;
      // Each word folded as the titles are (accents off, lower case), looked for inside them.
      const titleWords = wordsOf(terms)
        .filter((word) => word.length >= SHORTEST_TITLE_WORD)
        .map(foldedForSearch);
      const inTitle = titleWords.map((word) => sql`(position(${word} in ${searchEntries.titleKey}) > 0)::int`);
      // How well the title answers: it holds the words as they are stemmed (weight A), and holds each
      // word as typed, inside its own ("securite" in "Cybersécurité").
      const titleScore = sql`(ts_filter(${searchEntries.words}, '{a}') @@ ${query})::int + ${inTitle.length > 0 ? sql.join(inTitle, sql` + `) : sql`0`}`;
      // The text's rank, its length counted: a long legal text mentions everything.
      const textRank = sql`ts_rank(${searchEntries.words}, ${query}, 1)`;
      // Among titles that answer alike, the site's offer first (the kinds' order), then the text.
      const kindOrder = sql`array_position(array[${sql.join(
        SEARCH_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )}]::text[], ${searchEntries.kind})`;
      const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
      // The headline is made for the results shown only: it reads the whole text again.
      const rows = rowsOfResult<ResultRow>(
        await db.execute(sql`
        select found.kind, found.title, found.path,
          ts_headline(${configuration}, case when found.body = '' then found.title else found.body end, ${query}, ${options}) as marked
        from (
          select ${searchEntries.kind} as kind, ${searchEntries.title} as title, ${searchEntries.body} as body,
            ${searchEntries.path} as path, ${titleScore} as title_score,
            case when ${titleScore} > 0 then ${kindOrder} else 0 end as kind_order, ${textRank} as text_rank
          from ${searchEntries}
          where ${searchEntries.language} = ${language} and ${searchEntries.words} @@ ${query} and ${VISIBLE}
          order by title_score desc, kind_order, text_rank desc, ${searchEntries.title}
          limit ${SEARCH_RESULT_LIMIT}
        ) as found
        order by found.title_score desc, found.kind_order, found.text_rank desc, found.title
      `),
      );
      return rows.map((row) => ({
        kind: row.kind as SearchKind,
        kind_name: SEARCH_KIND_NAMES[row.kind]?.[language] ?? row.kind,
        title: row.title,
        url: localizedHref(row.path, language),
        ...markedExcerpt(row.marked),
      }));
    },
  };
}

interface ResultRow {
  kind: string;
  title: string;
  path: string;
  marked: string;
}
