import { sameValue } from '#contract/content-kinds/changed-fields.ts';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { isLocalizedValue } from '#contract/localized.ts';
import { withoutMarkup } from '#contract/plain-text.ts';

type Values = Record<string, unknown>;

/** One line of a comparison: a field, or one language of a field written in both. */
export interface ComparedLine {
  name: string;
  language: Language | null;
  before: unknown;
  after: unknown;
}

/** Whether a value holds texts in both languages, down into lists and records (steps, questions). */
function hasLanguages(value: unknown): boolean {
  if (isLocalizedValue(value)) return true;
  if (Array.isArray(value)) return value.some(hasLanguages);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasLanguages);
  return false;
}

/** The value as one language sees it: each text in both languages becomes its text in that language. */
export function inLanguage(value: unknown, language: Language): unknown {
  if (isLocalizedValue(value)) return value[language] ?? null;
  if (Array.isArray(value)) return value.map((entry) => inLanguage(entry, language));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inLanguage(entry, language)]));
  return value;
}

/** An empty text is no text: a form's '' and a stored missing English are the same. */
const blankAsNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/**
 * The lines where two states of an item differ, in the declaration's order: a field in both
 * languages gives one line per language that changed.
 */
export function comparedLines(fields: Record<string, FieldDeclaration>, before: Values, after: Values): ComparedLine[] {
  return Object.keys(fields).flatMap((name): ComparedLine[] => {
    const old = blankAsNull(before[name]);
    const now = blankAsNull(after[name]);
    if (sameValue(old, now)) return [];
    if (!hasLanguages(old) && !hasLanguages(now)) return [{ name, language: null, before: old, after: now }];
    return SUPPORTED_LANGUAGES.flatMap((language) => {
      const oldText = blankAsNull(inLanguage(old, language));
      const newText = blankAsNull(inLanguage(now, language));
      return sameValue(oldText, newText) ? [] : [{ name, language, before: oldText, after: newText }];
    });
  });
}

/** A stored value as one short text: rich text without its markup, lists joined, empty as null. */
export function plainText(value: unknown, yesNo: (value: boolean) => string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string') return withoutMarkup(value);
  if (Array.isArray(value)) {
    const entries = value.map((entry) => plainText(entry, yesNo)).filter((entry) => entry !== null);
    return entries.length > 0 ? entries.join(' · ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.values(value)
      .map((entry) => plainText(entry, yesNo))
      .filter((entry) => entry !== null);
    return parts.length > 0 ? parts.join(' — ') : null;
  }
  return String(value);
}
