import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage, type LocalizedText } from '#contract/localized.ts';
import { withoutMarkup } from '#contract/plain-text.ts';

/** The fields whose words a visitor may search: the texts a page shows, never its address or its search headline. */
const SEARCHED_TYPES = new Set(['text', 'localized-text', 'localized-rich-text', 'list']);

export function searchedFieldsOf(kind: Pick<ContentKind, 'fields'>): string[] {
  return Object.entries(kind.fields)
    .filter(([name, field]) => SEARCHED_TYPES.has(field.type) && !name.startsWith('seo_'))
    .map(([name]) => name);
}

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && typeof (value as { fr?: unknown }).fr === 'string';

/** Every text in a field's value, in the language (French where English is missing, as the page shows). */
function textsIn(value: unknown, language: Language): string[] {
  if (typeof value === 'string') return [value];
  if (isLocalized(value)) return [pickLanguage(value, language)];
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, language));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap((item) => textsIn(item, language));
  return [];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** Rich text's words: its tags dropped and the characters its HTML writes as entities put back. */
const wordsOfRichText = (html: string) =>
  withoutMarkup(html).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** An item's title (the field its slug is made from) and the rest of its words, as plain text. */
export function searchableTextsOf(
  kind: Pick<ContentKind, 'fields'>,
  titleField: string,
  row: Record<string, unknown>,
  language: Language,
): { title: string; body: string } {
  const title = textsIn(row[titleField], language).join(' ').trim();
  const body = searchedFieldsOf(kind)
    .filter((name) => name !== titleField)
    .flatMap((name) => {
      const texts = textsIn(row[name], language);
      return kind.fields[name]!.type === 'localized-rich-text' ? texts.map(wordsOfRichText) : texts;
    })
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join(' ');
  return { title, body };
}
