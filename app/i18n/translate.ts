import type { Language } from '#contract/languages.ts';
import { en } from './en.ts';
import { type Dictionary, type TranslationKey, fr } from './fr.ts';

const dictionaries: Record<Language, Dictionary> = { fr, en };

export type TranslationParams = Record<string, string | number>;

/** The text of a key in a language; a missing key logs a warning and shows the key itself. */
export function translate(language: Language, key: TranslationKey | (string & {}), params?: TranslationParams): string {
  const text = (dictionaries[language] as Record<string, string | undefined>)[key];
  if (text === undefined) {
    console.warn(`Missing translation key "${key}" for language "${language}"`);
    return key;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
