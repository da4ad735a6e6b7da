import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Analytics } from '#contract/schemas/analytics.ts';
import type { Db } from '../../db/client.ts';
import { pageViews, searchCounts, whatsAppClicks } from '../../db/schema.ts';
import type { SiteSearch } from '../search/search.ts';

/** How many of each list the dashboard shows. */
const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The service pages, in French and English. */
const SERVICE_PAGE = /^(?:\/en)?\/services\/[^/]+$/;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The site's visits over the last `days` days, today included, read from the counts of every
 * instance; the searches most made, each tried again on the site as it is (`search`).
 */
export async function visitStatistics(
  db: Db,
  search: Pick<SiteSearch, 'search'>,
  days: number,
  now = new Date(),
): Promise<Analytics> {
  const first = isoDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const inPeriod = gte(pageViews.day, first);
  const found = and(inPeriod, eq(pageViews.status, 200));
  const views = sum(pageViews.views).mapWith(Number);
  const share = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${pageViews.views}) filter (where ${condition}), 0)`.mapWith(Number);

  const searched = sum(searchCounts.searches).mapWith(Number);
  const [perDay, [totals], pages, referrers, notFound, taps, searches] = await Promise.all([
    db.select({ date: pageViews.day, views }).from(pageViews).where(found).groupBy(pageViews.day),
    db
      .select({
        total: sql<number>`coalesce(sum(${pageViews.views}), 0)`.mapWith(Number),
        english: share(sql`${pageViews.language} = 'en'`),
        phone: share(sql`${pageViews.device} = 'phone'`),
        light: share(sql`${pageViews.light}`),
      })
      .from(pageViews)
      .where(found),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(found)
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path),
    db
      .select({ domain: pageViews.referrer, views })
      .from(pageViews)
      .where(and(found, sql`${pageViews.referrer} <> ''`))
      .groupBy(pageViews.referrer)
      .orderBy(desc(views), pageViews.referrer)
      .limit(TOP),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(and(inPeriod, eq(pageViews.status, 404)))
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(TOP),
    db
      .select({ path: whatsAppClicks.path, taps: count() })
      .from(whatsAppClicks)
      .where(
        and(eq(whatsAppClicks.placement, 'service'), gte(whatsAppClicks.createdAt, new Date(`${first}T00:00:00Z`))),
      )
      .groupBy(whatsAppClicks.path),
    db
      .select({ words: searchCounts.words, language: searchCounts.language, searches: searched })
      .from(searchCounts)
      .where(gte(searchCounts.day, first))
      .groupBy(searchCounts.words, searchCounts.language)
      .orderBy(desc(searched), searchCounts.words, searchCounts.language)
      .limit(TOP),
  ]);

  const byDay = new Map(perDay.map((row) => [String(row.date), row.views]));
  const total = totals?.total ?? 0;
  const ratio = (part: number | undefined) => (total > 0 ? (part ?? 0) / total : 0);
  const tapsByPath = new Map(taps.map((row) => [row.path, row.taps]));
  const servicePaths = new Set([
    ...pages.filter((page) => SERVICE_PAGE.test(page.path)).map((page) => page.path),
    ...tapsByPath.keys(),
  ]);
  const viewsOf = new Map(pages.map((page) => [page.path, page.views]));
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = isoDay(new Date(Date.parse(first) + index * DAY_MS));
      return { date, views: byDay.get(date) ?? 0 };
    }),
    total,
    pages: pages.slice(0, TOP),
    referrers,
    english_share: ratio(totals?.english),
    phone_share: ratio(totals?.phone),
    light_share: ratio(totals?.light),
    not_found: notFound,
    whatsapp: [...servicePaths]
      .map((path) => ({ path, views: viewsOf.get(path) ?? 0, taps: tapsByPath.get(path) ?? 0 }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    // Whether each answers something today: a search that finds nothing is what to write next.
    searches: await Promise.all(
      searches.map(async (row) => ({
        ...row,
        found: row.words === '' ? null : (await search.search(row.words, row.language)).length > 0,
      })),
    ),
  };
}
