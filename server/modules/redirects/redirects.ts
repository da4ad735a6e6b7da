import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import { SUPPORTED_LANGUAGES as LANGUAGES } from '#contract/languages.ts';
import { itemPaths, localizedSlugs, localizedPath } from '#contract/page-urls.ts';
import type { Redirect, RedirectInput } from '#contract/schemas/redirect.ts';
import type { Db } from '../../db/client.ts';
import { redirects } from '../../db/schema.ts';
import { FieldValidationError, notFound } from '../../http/errors.ts';
import { versionConflict } from '../../http/versions.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { likePattern, pageOf } from '../../lib/sql-helpers.ts';
import type { SitemapRepository } from '../seo/repository.ts';
import { STATIC_PAGE_PATHS } from '#contract/site-pages.ts';

type Row = typeof redirects.$inferSelect;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A redirect as staff read it. */
export function toRedirect(row: Row): Redirect {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    status: row.status === 302 ? 302 : 301,
    source: row.source,
    hits: row.hits,
    last_hit_at: row.lastHitAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** An item's public addresses in each language, from its slugs: `/blog/x` and `/en/blog/y`. */
export function itemPublicPaths(kindName: string, row: Record<string, unknown>): string[] {
  const entry = ITEM_PAGE_KINDS.find((candidate) => candidate.kind.name === kindName);
  if (!entry || typeof row.slug !== 'string') return [];
  const englishSlug = typeof row.slugEn === 'string' ? row.slugEn : null;
  const paths = itemPaths(entry.section, localizedSlugs(row.slug, englishSlug), row.slug);
  return LANGUAGES.map((language) => localizedPath(paths[language], language).toLowerCase());
}

/** What a page of the site answers: the fixed pages and the public items, in both languages. */
async function livePaths(sitemap: SitemapRepository): Promise<Set<string>> {
  const items = await sitemap.publicItems();
  return new Set(
    [
      ...STATIC_PAGE_PATHS.flatMap((path) => LANGUAGES.map((language) => localizedPath(path, language))),
      ...items.flatMap((item) => LANGUAGES.map((language) => localizedPath(item.paths[language], language))),
    ].map((path) => path.toLowerCase()),
  );
}

/** How long an instance trusts its copy of the redirects: another instance's change shows within it. */
const REMEMBERED_MS = 30_000;

/**
 * Old addresses sent on to new ones (issue 33, ADR 0059): kept by staff, added when an item's address
 * changes. A chain is collapsed when it forms (A→B then B→C makes A→C), a loop is refused, and no
 * redirect starts from an address a page answers.
 */
export function createRedirects({ db, sitemap }: { db: Db; sitemap: SitemapRepository }) {
  let remembered: { at: number; byPath: Map<string, Row> } | null = null;
  const forget = () => {
    remembered = null;
  };

  async function byPath(): Promise<Map<string, Row>> {
    if (remembered && Date.now() - remembered.at < REMEMBERED_MS) return remembered.byPath;
    const rows = await db.select().from(redirects);
    remembered = { at: Date.now(), byPath: new Map(rows.map((row) => [row.fromPath, row])) };
    return remembered.byPath;
  }

  /** Where a path finally leads, following the stored redirects; `from` is where the new one starts. */
  async function finalTarget(executor: Writer, to: string, from: string, except: number | null) {
    let target = to;
    const seen = new Set<string>();
    for (;;) {
      if (target === from) throw new FieldValidationError({ to: 'redirect_loop' });
      if (!target.startsWith('/') || seen.has(target)) return target;
      seen.add(target);
      const [next] = await executor
        .select({ id: redirects.id, to: redirects.toPath })
        .from(redirects)
        .where(eq(redirects.fromPath, target));
      if (!next || next.id === except) return target;
      target = next.to;
    }
  }

  /** Checks and writes one redirect (new, or `id` changed), then points the ones leading to it further. */
  async function save(input: RedirectInput, actor: { id: number }, id: number | null, expected: number | null) {
    if (input.from === input.to) throw new FieldValidationError({ to: 'redirect_loop' });
    if ((await livePaths(sitemap)).has(input.from)) throw new FieldValidationError({ from: 'redirect_from_live' });
    try {
      const row = await db.transaction(async (tx) => {
        const to = await finalTarget(tx, input.to, input.from, id);
        let saved: Row | undefined;
        if (id === null) {
          [saved] = await tx
            .insert(redirects)
            .values({ fromPath: input.from, toPath: to, status: input.status, updatedBy: actor.id })
            .returning();
        } else {
          const [stored] = await tx.select().from(redirects).where(eq(redirects.id, id)).for('update');
          if (!stored) throw notFound();
          if (expected !== null && expected !== stored.version)
            throw versionConflict(
              { version: stored.version, updated_at: stored.updatedAt.toISOString(), updated_by: null },
              toRedirect(stored),
            );
          [saved] = await tx
            .update(redirects)
            .set({
              fromPath: input.from,
              toPath: to,
              status: input.status,
              updatedAt: new Date(),
              version: stored.version + 1,
              updatedBy: actor.id,
            })
            .where(eq(redirects.id, id))
            .returning();
        }
        // Those that led here now lead where this one goes: no visitor takes two hops.
        await tx
          .update(redirects)
          .set({ toPath: to, updatedAt: new Date() })
          .where(and(eq(redirects.toPath, input.from), ne(redirects.id, saved!.id)));
        return saved!;
      });
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new FieldValidationError({ from: 'redirect_from_taken' });
      throw error;
    } finally {
      forget();
    }
  }

  return {
    /** A page of the list, by old address, those whose old or new address holds `search`. */
    page(page: number, perPage: number, search?: string) {
      const matching = search
        ? or(ilike(redirects.fromPath, likePattern(search)), ilike(redirects.toPath, likePattern(search)))
        : undefined;
      return pageOf(
        db.select().from(redirects).where(matching).orderBy(asc(redirects.fromPath)).$dynamic(),
        db.select({ value: count() }).from(redirects).where(matching),
        page,
        perPage,
      );
    },

    create: (input: RedirectInput, actor: { id: number }) => save(input, actor, null, null),

    update: (id: number, input: RedirectInput, actor: { id: number }, expected: number | null) =>
      save(input, actor, id, expected),

    async remove(id: number) {
      const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
      forget();
      if (!row) throw notFound();
      return row;
    },

    /** The redirect of a visitor's path, if any (from memory). */
    async find(path: string): Promise<Row | undefined> {
      return (await byPath()).get(path);
    },

    /** Counts a redirect followed; a lost count is no loss to anyone's visit. */
    hit(id: number) {
      void db
        .update(redirects)
        .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() })
        .where(eq(redirects.id, id))
        .catch(() => undefined);
    },

    forget,
  };
}

/** One old address sent on to `to`, and those that led to it following: in the caller's transaction. */
async function pointOn(tx: Writer, from: string, to: string) {
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to, status: 301, source: 'moved' })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, updatedAt: new Date() } });
  await tx
    .update(redirects)
    .set({ toPath: to, updatedAt: new Date() })
    .where(and(eq(redirects.toPath, from), ne(redirects.fromPath, to)));
}

/**
 * An item's addresses changed (its slug in either language), in the transaction of the change: the
 * old ones send on to the new ones, those that led to the old ones follow, and a redirect from an
 * address the item now answers goes (its page would be hidden behind it).
 */
export async function recordMove(tx: Writer, before: readonly string[], after: readonly string[]) {
  if (after.length > 0) await tx.delete(redirects).where(inArray(redirects.fromPath, [...after]));
  for (const [index, from] of before.entries()) {
    const to = after[index];
    if (to && to !== from) await pointOn(tx, from, to);
  }
}

/** A deleted item's addresses sent on to the replacement staff chose, in the transaction of the deletion. */
export async function recordReplacement(tx: Writer, addresses: readonly string[], to: string) {
  if (addresses.includes(to)) throw new FieldValidationError({ redirect_to: 'redirect_loop' });
  for (const from of addresses) await pointOn(tx, from, to);
}

export type Redirects = ReturnType<typeof createRedirects>;
