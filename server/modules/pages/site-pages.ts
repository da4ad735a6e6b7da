import { PAGE_KEYS, pagesKind } from '#contract/content-kinds/pages.ts';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { sanitizeFieldValue } from '../../lib/sanitize-rich-text.ts';
import { DEFAULT_PAGES } from './default-pages.ts';

/**
 * Makes each of the site's pages missing from the database from its default texts (ADR 0064): at
 * start, so a new database, an existing one and a page added to the site all have every page to edit.
 * A page staff changed is never touched.
 */
export async function ensureSitePages(db: Db): Promise<void> {
  const { sections } = pagesKind.fields;
  const rows = PAGE_KEYS.map((key) => ({
    key,
    sections: sanitizeFieldValue(sections, sections.input.parse(DEFAULT_PAGES[key]), 'sections') as unknown[],
  }));
  await db.insert(pages).values(rows).onConflictDoNothing({ target: pages.key });
}
