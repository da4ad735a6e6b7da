import { type SQL, sql } from 'drizzle-orm';
import { itemName } from '#contract/content-kinds/item-name.ts';
import type { Language } from '#contract/languages.ts';
import type { MediaUsage } from '#contract/schemas/media.ts';
import type { Db } from '../../db/client.ts';
import { answerOf } from '../admin/content-kind-store.ts';
import { KIND_TABLES } from '../content/kind-tables.ts';

/**
 * True when a stored value shows the image: an image field holds its base exactly (`…base"` in
 * JSON), a rich text names one of its files (`…base-960.webp`).
 */
function shows(document: string, base: string): boolean {
  return document.includes(`${base}"`) || document.includes(`${base}-`);
}

/**
 * Where each image is used: every item of every content kind whose fields or texts name its
 * base path, found by reading the rows as text, so an image field, a gallery, a share picture or
 * an image inside an article all count without a list of columns to keep up to date.
 */
export async function findUsages(
  db: Db,
  bases: readonly string[],
  language: Language = 'fr',
): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(bases.map((base) => [base, []]));
  if (bases.length === 0) return usages;
  await Promise.all(
    KIND_TABLES.map(async ({ kind, table }) => {
      // strpos, not LIKE: a base's "_" would be a wildcard.
      const namesAny: SQL = sql.join(
        bases.map((base) => sql`strpos(row_to_json(${table})::text, ${base}) > 0`),
        sql` or `,
      );
      const rows = (await db.select().from(table).where(namesAny)) as Record<string, unknown>[];
      const toAnswer = answerOf(kind);
      for (const row of rows) {
        const item = toAnswer(row);
        const document = JSON.stringify(item);
        for (const base of bases) {
          if (shows(document, base)) {
            usages.get(base)?.push({ kind: kind.name, id: item.id as number, name: itemName(kind, item, language) });
          }
        }
      }
    }),
  );
  const kindOrder = KIND_TABLES.map(({ kind }) => kind.name);
  for (const list of usages.values()) {
    list.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.id - b.id);
  }
  return usages;
}
