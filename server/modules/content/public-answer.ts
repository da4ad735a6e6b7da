import type { z } from 'zod';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import { columnKey } from '../admin/content-kind-routes.ts';

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

/**
 * A row as the public API answers it, drawn from the kind's declaration: its public fields in the
 * visitor's language (English where written, French otherwise), its id, and its creation date if declared.
 */
export function publicAnswerOf<
  Kind extends Pick<ContentKind, 'fields' | 'publicAnswer'> & { schemas: { publicAnswer: z.ZodType } },
>(kind: Kind) {
  const omitted = new Set<string>(kind.publicAnswer.omit);
  const names = Object.keys(kind.fields).filter((name) => !omitted.has(name));
  return (row: Record<string, unknown>, language: Language): z.infer<Kind['schemas']['publicAnswer']> => {
    const answer: Record<string, unknown> = { id: row.id };
    for (const name of names) answer[name] = inLanguage(row[columnKey(name)], language);
    if (kind.publicAnswer.createdAt) answer.created_at = (row.createdAt as Date).toISOString();
    return answer as z.infer<Kind['schemas']['publicAnswer']>;
  };
}
