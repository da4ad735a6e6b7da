import { sameValue } from '#contract/content-kinds/changed-fields.ts';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';

type Fields = Record<string, FieldDeclaration>;
type Values = Record<string, unknown>;

/** A text in both languages as its two inputs hold it. */
export interface FormText {
  fr: string;
  en: string;
}

const isText = (value: unknown): value is { fr: string; en?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { fr?: unknown }).fr === 'string';

/** Every text in both languages inside a value (lists of them, records of them) with its English as '' when missing. */
function formTexts(value: unknown): unknown {
  if (isText(value)) return { fr: value.fr, en: value.en ?? '' };
  if (Array.isArray(value)) return value.map(formTexts);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, formTexts(item)]));
  }
  return value;
}

/** What the inputs of a field start with for a new item. */
function blankValue(field: FieldDeclaration): unknown {
  if (field.defaultValue !== undefined && field.defaultValue !== null) return field.defaultValue;
  switch (field.type) {
    case 'localized-text':
    case 'localized-rich-text':
      return { fr: '', en: '' };
    case 'boolean':
      return false;
    case 'choice':
      return field.options?.[0] ?? '';
    case 'image':
      return null;
    case 'list':
      return [];
    default:
      return '';
  }
}

/**
 * The form's values for an item (or a new one) from its kind's fields: inputs hold strings, so an
 * empty value is '', an id or an optional number is its text, a text in both languages is `{ fr, en }`.
 */
export function formValuesOf(fields: Fields, item: Values | null): Values {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = item ? item[name] : blankValue(field);
      if (value === null || value === undefined) {
        return [name, field.type.startsWith('localized') ? { fr: '', en: '' } : field.type === 'image' ? null : ''];
      }
      if (field.type === 'relation' || (field.type === 'number' && field.nullable)) return [name, String(value)];
      return [name, formTexts(value)];
    }),
  );
}

/**
 * The request body for the form's values: blanks become null (or are left out for the French slug,
 * which the server then makes), numbers and ids become numbers, a text in both languages left empty in
 * both becomes null where the field may be empty.
 */
export function requestBodyOf(fields: Fields, values: Values): Values {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = values[name];
      const blank = typeof value === 'string' && value.trim() === '';
      switch (field.type) {
        case 'slug':
          // A blank English slug is none (English pages use the French one).
          if (blank) return [name, field.nullable ? null : undefined];
          return [name, (value as string).trim()];
        case 'number':
          return [name, blank && field.nullable ? null : Number(value)];
        case 'relation':
          return [name, blank ? null : Number(value)];
        case 'localized-text':
        case 'localized-rich-text':
        case 'records':
        case 'sections':
          return [name, nestedBodyOf(field, value)];
        default:
          if (field.nullable && blank) return [name, null];
          return [name, typeof value === 'string' && field.nullable ? value.trim() : value];
      }
    }),
  );
}

const isEmptyText = (text: FormText | null | undefined) => !text || (!text.fr?.trim() && !text.en?.trim());

/** A record's values for the request: its texts as `nestedBodyOf` makes them, the rest as typed. */
const recordBodyOf = (fields: Fields, record: Values): Values =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const field = fields[key];
      return [key, field ? nestedBodyOf(field, value) : value];
    }),
  );

/**
 * A text, or the texts inside a page's sections and a list's records, for the request: a text left
 * empty in both languages is null where it may be empty (a section's optional badge), else as typed.
 */
function nestedBodyOf(field: FieldDeclaration, value: unknown): unknown {
  if (field.type === 'localized-text' || field.type === 'localized-rich-text') {
    const text = value as FormText | null;
    return isEmptyText(text) && field.nullable ? null : text;
  }
  if (field.type === 'records' && field.fields && Array.isArray(value)) {
    const fields = field.fields;
    return value.map((record: Values) => recordBodyOf(fields, record));
  }
  if (field.type === 'sections' && field.sections && Array.isArray(value)) {
    const sections = field.sections;
    return value.map((section: Values) => recordBodyOf(sections[section.type as string]?.fields ?? {}, section));
  }
  return value;
}

/** A list typed as one text, "React, Node.js", as the list the API takes. */
export function commaSeparated(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The values a form changed since it was opened, by field: what "re-apply my changes" puts back (ADR 0038). */
export function changedValues(opened: Values, current: Values): Values {
  return Object.fromEntries(Object.entries(current).filter(([name, value]) => !sameValue(opened[name], value)));
}
