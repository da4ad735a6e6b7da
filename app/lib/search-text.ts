/** Lower case without accents, so "electronique" finds "électronique". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, normalized; none for a blank query. */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query).split(/\s+/u).filter(Boolean);
}

/** True when the text holds every word (already normalized by searchWords). */
export function holdsEveryWord(text: string, words: readonly string[]): boolean {
  const haystack = normalizeSearchText(text);
  return words.every((word) => haystack.includes(word));
}
