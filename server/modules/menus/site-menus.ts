import { and, inArray } from 'drizzle-orm';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { Language } from '#contract/languages.ts';
import { itemPaths, localizedSlugs } from '#contract/page-urls.ts';
import type { MenuLink, SiteMenuLink, SiteMenus } from '#contract/schemas/menus.ts';
import type { Db } from '../../db/client.ts';
import { columnOf } from '../admin/content-kind-store.ts';
import { findKindTable } from '../content/kind-tables.ts';
import { publicRuleOf } from '../content/public-rules.ts';
import { createMenusRepository } from './repository.ts';

/** Where each linked item lives in each language, for those visitors may see: `kind:id` → paths. */
async function publicItemPaths(db: Db, links: MenuLink[]): Promise<Map<string, Record<Language, string>>> {
  const wanted = new Map<string, number[]>();
  for (const { target } of links) {
    if (target.type === 'item') wanted.set(target.kind, [...(wanted.get(target.kind) ?? []), target.id]);
  }
  const found = new Map<string, Record<Language, string>>();
  await Promise.all(
    [...wanted].map(async ([name, ids]) => {
      const entry = ITEM_PAGE_KINDS.find(({ kind }) => kind.name === name);
      const kindTable = findKindTable(name);
      if (!entry || !kindTable) return;
      const column = columnOf(entry.kind, kindTable.table);
      const rows = (await db
        .select({ id: column('id'), slug: column('slug'), slugEn: column('slug_en') })
        .from(kindTable.table)
        .where(and(inArray(column('id'), ids), publicRuleOf(entry.kind, kindTable.table)))) as {
        id: number;
        slug: string;
        slugEn: string | null;
      }[];
      for (const row of rows) {
        found.set(`${name}:${row.id}`, itemPaths(entry.section, localizedSlugs(row.slug, row.slugEn), row.slug));
      }
    }),
  );
  return found;
}

/**
 * The menus as the public pages draw them, in a language: links hidden in it are left out, as are
 * links to an item visitors cannot see (a draft, a closed job post, one deleted since).
 */
export function createSiteMenus(db: Db) {
  const menus = createMenusRepository(db);
  return async (language: Language): Promise<SiteMenus> => {
    const [header, footer] = await Promise.all([menus.read('header'), menus.read('footer')]);
    const columns = footer.columns.filter((column) => column.shownIn.includes(language));
    const items = await publicItemPaths(db, [...header.links, ...columns.flatMap((column) => column.links)]);
    const drawn = (links: MenuLink[]): SiteMenuLink[] =>
      links.flatMap(({ label, target, shownIn, servicesMenu }) => {
        if (!shownIn.includes(language)) return [];
        const href =
          target.type === 'page'
            ? target.path
            : target.type === 'url'
              ? target.url
              : items.get(`${target.kind}:${target.id}`)?.[language];
        if (href === undefined) return [];
        return [{ label: label[language], href, typed: target.type === 'url', servicesMenu }];
      });
    return {
      header: drawn(header.links),
      footer: columns.map((column) => ({
        title: column.title[language],
        links: drawn(column.links),
        services: column.services,
      })),
    };
  };
}
