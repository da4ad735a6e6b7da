import type { PublicContentReader } from '#contract/page-context.ts';
import { createMemoryCache } from '../lib/memory-cache.ts';

export interface RememberedReadsOptions {
  /** Distinct reads kept (a read is a method and its arguments: a slug, a page, a language). */
  maxEntries: number;
  /** A safety net: what time alone changes (a post's publication date reached) shows within this delay. */
  ttlMs: number;
}

/** Shared by every page that read it: frozen, so that no page can change what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Searches are as many as the words visitors type: kept, they would push the pages' reads out. */
const NEVER_KEPT = new Set(['search']);

/**
 * The public reads of the pages, kept in memory until the content changes: most page loads then
 * read nothing from the database. A failed read is never kept (the next page tries again).
 */
export function rememberedReads(
  reader: PublicContentReader,
  options: RememberedReadsOptions,
): { reader: PublicContentReader; forget: () => void } {
  const cache = createMemoryCache<unknown>(options);
  /** Each read, and each read of a kind's reads (`services.all`), kept under its name and arguments. */
  const remember = (reads: object, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(reads).map(([name, read]) => [
        name,
        NEVER_KEPT.has(`${prefix}${name}`)
          ? read
          : typeof read === 'function'
            ? (...args: unknown[]) =>
                cache.remember(`${prefix}${name}:${JSON.stringify(args)}`, async () =>
                  deepFreeze(await (read as (...args: unknown[]) => Promise<unknown>)(...args)),
                )
            : remember(read as object, `${prefix}${name}.`),
      ]),
    );
  return { reader: remember(reader, '') as unknown as PublicContentReader, forget: () => cache.clear() };
}
