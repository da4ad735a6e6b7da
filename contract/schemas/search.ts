import { z } from 'zod';
import { ITEM_PAGE_KINDS } from '../content-kinds/item-pages.ts';
import type { Bilingual } from '../content-kinds/fields.ts';
import { queryBooleanSchema } from './common.ts';
import { MAX_SEARCH_LENGTH } from '../constants.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';

/** How many results a search shows: the best ones, ranked. */
export const SEARCH_RESULT_LIMIT = 20;

/** What the site search looks through: the kinds with item pages (ADR 0073), the fixed pages and the help centre's questions. */
const searchedKinds: string[] = [...ITEM_PAGE_KINDS.map(({ kind }) => kind.name), 'pages', 'help'];
export const SEARCH_KINDS = searchedKinds as [string, ...string[]];

/** What a result is, in each language ("Événement"): an item by its kind's declaration. */
export const SEARCH_KIND_NAMES: Readonly<Record<string, Bilingual>> = {
  ...Object.fromEntries(ITEM_PAGE_KINDS.map(({ kind, listPage }) => [kind.name, listPage.itemName])),
  pages: { fr: 'Page', en: 'Page' },
  help: { fr: 'Question fréquente', en: 'Frequently asked question' },
};
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The words a visitor searches: an empty search is no search (the page then only shows its box). */
export const searchTermsSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: 'too_long' })
  // Blanks of any kind are one space: the words are what counts.
  .transform((terms) => terms.replace(/\s+/g, ' '));

/**
 * GET /api/search?q=&language= (`lang` too, as every public read). `submitted=1`: the visitor sent
 * these words (the search page's button or Enter), and the site's statistics count the search; the
 * results shown as they type are not counted (ADR 0063).
 */
export const searchQuerySchema = z.object({
  q: searchTermsSchema.default(''),
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'invalid_value' }).optional(),
  lang: z.string().optional(),
  submitted: queryBooleanSchema.optional(),
});

/** One result: the page, an excerpt of its words, and where in the excerpt the searched words are. */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** What the result is, in the search's language ("Événement", "Page"). */
  kind_name: z.string(),
  title: z.string(),
  /** The page's path in the search's language, with its prefix ("/en/services/hosting"). */
  url: z.string(),
  excerpt: z.string(),
  /** The matched words of the excerpt: [start, end) offsets, in order, for the page to highlight. */
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * A page of the site that is not an item of a kind (the fixed pages, the help centre's questions): the
 * SSR build gives their texts, and the search index keeps them beside the content's.
 */
export interface FixedSearchEntry {
  kind: 'pages' | 'help';
  key: string;
  language: (typeof SUPPORTED_LANGUAGES)[number];
  title: string;
  body: string;
  /** The page's path without the language prefix, with its anchor if it has one ("/help#billing"). */
  path: string;
}
