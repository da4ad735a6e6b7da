import type { Language } from '#contract/languages.ts';
import type { contentListMessages } from './messages/content-lists.ts';

type Key = keyof (typeof contentListMessages)['fr'];
type BaseOf<K> = K extends `${infer Base}_one` ? Base : never;
type CountedKey = BaseOf<Key>;

/** The form of a counted text for this count: French says "0 élément" and "1 élément", English "0 items". */
export function pluralKey(language: Language, base: CountedKey, count: number): Key {
  return `${base}_${new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other'}`;
}

/** At most this many names are written out in a confirmation; the rest are counted. */
const NAMED_AT_MOST = 5;

/** « A », « B » et 3 autres: the names of the selected items, quoted in the language's way. */
export function namesOf(
  names: string[],
  language: Language,
  t: (key: Key, params?: Record<string, string | number>) => string,
): string {
  const quoted = names.map((name) => (language === 'fr' ? `« ${name} »` : `“${name}”`));
  const shown = quoted.slice(0, NAMED_AT_MOST).join(', ');
  const rest = quoted.length - NAMED_AT_MOST;
  return rest > 0 ? t(pluralKey(language, 'bulk.more', rest), { names: shown, count: rest }) : shown;
}
