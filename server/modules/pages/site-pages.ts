import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { sanitizeFieldValue } from '../../lib/sanitize-rich-text.ts';
import { DEFAULT_PAGES } from './default-pages.ts';
import { PAGE_KEYS } from '#contract/site-pages.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

/** A value as JSON with its objects' keys in order: the database's JSON keeps its own key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/**
 * Makes each of the site's pages missing from the database from its default texts (ADR 0064): at
 * start, so a new database, an existing one and a page added to the site all have every page to edit.
 * A page staff never saved (still at its first version) follows the defaults of this version of the
 * site, as it did when its words were in the code (ADR 0067). A page staff changed keeps its words;
 * a field a later version added to a section type gets its default (ADR 0065), so every stored
 * section has what the site draws it with.
 */
export async function ensureSitePages(db: Db): Promise<void> {
  const { sections } = pagesKind.fields;
  const rows = PAGE_KEYS.map((key) => ({
    key,
    sections: sanitizeFieldValue(sections, sections.input.parse(DEFAULT_PAGES[key]), 'sections') as unknown[],
  }));
  await db.insert(pages).values(rows).onConflictDoNothing({ target: pages.key });
  const defaults = new Map(rows.map((row) => [row.key as string, row.sections]));

  const stored = await db
    .select({ id: pages.id, key: pages.key, sections: pages.sections, version: pages.version })
    .from(pages);
  for (const page of stored) {
    const byDefault = defaults.get(page.key);
    if (page.version === 1 && byDefault && canonical(byDefault) !== canonical(page.sections)) {
      await db.update(pages).set({ sections: byDefault }).where(eq(pages.id, page.id));
      continue;
    }
    const current = sections.input.safeParse(page.sections);
    // Written by this site's checks, a page always parses; one that does not is left for staff to see.
    if (!current.success) continue;
    const completed = JSON.parse(JSON.stringify(current.data)) as unknown[];
    if (canonical(completed) !== canonical(page.sections)) {
      await db.update(pages).set({ sections: completed }).where(eq(pages.id, page.id));
    }
  }
}
