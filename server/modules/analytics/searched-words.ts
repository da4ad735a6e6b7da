import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { searchCounts } from '../../db/schema.ts';
import { createDailyCounts } from './daily-counts.ts';

/** One search a person made: its language and words, and nothing that tells who they are. */
export interface SearchedWords {
  language: Language;
  /** In lower case, spaces collapsed; empty when they looked like a phone number or an email address. */
  words: string;
}

/** Longer searches are counted under their first characters: the dashboard shows the words, not essays. */
const MAX_WORDS_LENGTH = 60;
/** A phone number (seven digits or more, spaced or not) or an email address: never stored. */
const PERSONAL = /@|\d(?:[\s().+-]*\d){6,}/;

/**
 * What is counted of a search: the words as a person typed them, folded so that "Hébergement" and
 * "hébergement " count together (accents kept: they are the words' own), or nothing for no words.
 * Words holding a phone number or an email address are counted without them (ADR 0063).
 */
export function searchedWordsOf(terms: string, language: string): SearchedWords | null {
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) return null;
  const words = terms.trim().replace(/\s+/g, ' ').toLocaleLowerCase(language).slice(0, MAX_WORDS_LENGTH).trim();
  if (!words) return null;
  return { language: language as Language, words: PERSONAL.test(words) ? '' : words };
}

/** The searches counted in memory, added every minute to `search_counts` with the page views. */
export const createSearchCounts = (db: Db) =>
  createDailyCounts<SearchedWords, 'searches'>(db, {
    table: searchCounts,
    key: ['language', 'words'],
    keyOf: (search) => `${search.language}\n${search.words}`,
    total: 'searches',
  });
