import type { Language } from '#contract/languages.ts';

/** A group of texts in both languages: French is the source, English must have every key. */
export interface Messages<Key extends string> {
  fr: Record<Key, string>;
  en: Record<Key, string>;
}

export function defineMessages<const French extends Record<string, string>>(messages: {
  fr: French;
  en: Record<keyof French, string>;
}): Messages<Extract<keyof French, string>> {
  return messages as Messages<Extract<keyof French, string>>;
}

export type TranslationParams = Record<string, string | number>;

/** The text of a key; a missing key logs a warning and shows the key itself (spec section 8). */
export function translate<Key extends string>(
  messages: Messages<Key>,
  language: Language,
  key: Key,
  params?: TranslationParams,
): string {
  const text = (messages[language] as Record<string, string | undefined>)[key];
  if (text === undefined) {
    console.warn(`Missing translation key "${key}" for language "${language}"`);
    return key;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
