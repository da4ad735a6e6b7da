import type { z } from 'zod';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import { localizedSlugs } from '#contract/page-urls.ts';
import { columnKey } from '../admin/content-kind-store.ts';

const isText = (value: unknown): value is { fr: string; en?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { fr?: unknown }).fr === 'string';

/** A stored value in the visitor's language: every text in both languages, down into lists and records, is picked. */
function inLanguage(value: unknown, language: Language): unknown {
  if (isText(value)) return pickLanguage(value, language);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
  }
  return value;
}

/** `slug`, the item's slug in the visitor's language, and `slugs`, both, for the page's alternates. */
export function slugsIn(row: { slug: string; slugEn: string | null }, language: Language) {
  const slugs = localizedSlugs(row.slug, row.slugEn);
  return { slug: slugs[language], slugs };
}

/** A page's sections as visitors get them: the hidden ones left out, and the flag with them. */
function shownSections(sections: unknown): unknown {
  if (!Array.isArray(sections)) return sections;
  return sections
    .filter((section: { hidden?: boolean }) => !section.hidden)
    .map(({ hidden: _hidden, ...section }: Record<string, unknown>) => section);
}

/**
 * A row as the public API answers it, drawn from the kind's declaration: its public fields in the
 * visitor's language (English where written, French otherwise), its id, and the dates it declares.
 * A list's answer leaves out some more fields (`leaveOut`, the declaration's `publicReads.listOmit`).
 */
export function publicAnswerOf<
  Kind extends Pick<ContentKind, 'fields' | 'publicAnswer'> & { schemas: { publicAnswer: z.ZodType } },
>(kind: Kind, leaveOut: readonly string[] = []) {
  const omitted = new Set<string>([...kind.publicAnswer.omit, ...leaveOut]);
  const fields = Object.entries(kind.fields);
  const names = fields.filter(([name]) => !omitted.has(name)).map(([name]) => name);
  // The kinds with pages name their page in both languages (the English slug falls back to the French one).
  const englishSlug = fields.some(([, field]) => field.englishSlug);
  return (row: Record<string, unknown>, language: Language): z.infer<Kind['schemas']['publicAnswer']> => {
    const answer: Record<string, unknown> = { id: row.id };
    for (const name of names) {
      const value = row[columnKey(name)];
      answer[name] = inLanguage(kind.fields[name]?.type === 'sections' ? shownSections(value) : value, language);
    }
    for (const name of kind.publicAnswer.dates ?? []) answer[name] = (row[columnKey(name)] as Date).toISOString();
    if (englishSlug) Object.assign(answer, slugsIn(row as { slug: string; slugEn: string | null }, language));
    return answer as z.infer<Kind['schemas']['publicAnswer']>;
  };
}
