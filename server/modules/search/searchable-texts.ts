import { fillCompanyDetails } from '#contract/company-details.ts';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { PAGE_SECTIONS, type PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage, type LocalizedText } from '#contract/localized.ts';
import { withoutMarkup } from '#contract/plain-text.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';

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

/**
 * The texts of declared fields a visitor reads (not a link's address, an icon or a kind's name), down
 * into records; a rich text's with the company's details it quotes filled (ADR 0066).
 */
function shownTextsOf(
  fields: Record<string, FieldDeclaration>,
  value: Record<string, unknown>,
  fill: (html: string) => string,
): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const shown = value[name];
    if (field.type === 'localized-text' && typeof shown === 'string') return [shown];
    if (field.type === 'localized-rich-text' && typeof shown === 'string') return [wordsOfRichText(fill(shown))];
    if (field.type === 'records' && field.fields && Array.isArray(shown)) {
      return shown.flatMap((record) => shownTextsOf(field.fields!, record as Record<string, unknown>, fill));
    }
    return [];
  });
}

/** A page's words as its visitors read them: the texts of its shown sections, in their order (ADR 0064). */
export function pageSectionWords(
  sections: readonly PublicPageSection[],
  settings: PublicSettings,
  language: Language,
): string {
  const fill = (html: string) => fillCompanyDetails(html, settings, language);
  return sections
    .flatMap((section) => shownTextsOf(PAGE_SECTIONS[section.type].fields, section as Record<string, unknown>, fill))
    .join(' ');
}
