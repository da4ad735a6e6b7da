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

/**
 * The public reads of the pages, kept in memory until the content changes: most page loads then
 * read nothing from the database. A failed read is never kept (the next page tries again).
 */
export function rememberedReads(
  reader: PublicContentReader,
  options: RememberedReadsOptions,
): { reader: PublicContentReader; forget: () => void } {
  const cache = createMemoryCache<unknown>(options);
  const remembered = {} as Record<string, unknown>;
  for (const [name, read] of Object.entries(reader) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    remembered[name] = (...args: unknown[]) =>
      cache.remember(`${name}:${JSON.stringify(args)}`, async () => deepFreeze(await read(...args)));
  }
  return { reader: remembered as unknown as PublicContentReader, forget: () => cache.clear() };
}
