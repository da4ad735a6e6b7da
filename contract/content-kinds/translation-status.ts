import { isLocalizedValue } from '../localized.ts';
import { withoutMarkup } from '../plain-text.ts';
import type { FieldDeclaration } from './fields.ts';

/** Text a reader would see: rich text without its markup, blanks ignored. */
const hasText = (value: unknown) => typeof value === 'string' && withoutMarkup(value) !== '';

/** Every text in both languages inside a value, down into lists and records. */
function localizedTexts(value: unknown): Partial<Record<'fr' | 'en', unknown>>[] {
  if (isLocalizedValue(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(localizedTexts);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(localizedTexts);
  return [];
}

/** Which written fields of an item have their English, in the declaration's order. */
export interface TranslationStatus {
  /** Fields whose French texts all have English. */
  translated: string[];
  /** Fields with a French text and no English: English visitors read the French there. */
  missing: string[];
}

/** The translation status of an item (form values or an API answer) from its declared fields. */
export function translationStatus(
  fields: Record<string, FieldDeclaration>,
  item: Record<string, unknown>,
): TranslationStatus {
  const status: TranslationStatus = { translated: [], missing: [] };
  for (const name of Object.keys(fields)) {
    const written = localizedTexts(item[name]).filter((text) => hasText(text.fr));
    if (written.length === 0) continue;
    if (written.every((text) => hasText(text.en))) status.translated.push(name);
    else status.missing.push(name);
  }
  return status;
}
