import { type LocalizedText, pickLanguage } from '../localized.ts';
import type { Language } from '../languages.ts';
import type { ContentKind } from './define-content-kind.ts';

/** How an item is named in a list: the first text its kind's list searches, in `language` when written in both. */
export function itemName(
  kind: Pick<ContentKind, 'list'>,
  item: Record<string, unknown>,
  language: Language = 'fr',
): string {
  const value = item[kind.list.search[0] ?? ''];
  return typeof value === 'string'
    ? value
    : (pickLanguage(value as LocalizedText | null, language) ?? `#${String(item.id)}`);
}
