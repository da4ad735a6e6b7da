// The site search at 10,000 items (issue 33): the demo content plus 10,000 published articles of
// varied words, indexed, then searched in both languages. Each search is timed with the index and
// again with PostgreSQL told not to use it (the reference in the same run: the index's worth as a ratio).
// Usage: tsx bench/search.ts [DATABASE_URL=postgres://…]   ->   bench/results/search.json
// (embedded PGlite without DATABASE_URL, as a fresh install runs; SEARCH_ITEMS to change the count)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoContent } from '../server/db/seed/seed-demo-content.ts';
import { createSearchIndex } from '../server/modules/search/search-index.ts';
import { createSiteSearch } from '../server/modules/search/search.ts';
import { rowsOfResult } from '../server/lib/sql-helpers.ts';
import { writeResults } from './support/results.ts';

const ITEMS = Number(process.env.SEARCH_ITEMS ?? 10_000);
const RUNS = 30;
/** Issue 33: a search stays under this at 10,000 items. */
const BUDGET_MS = 50;

/** Words the generated articles are made of, in both languages: some common, some rare. */
const WORDS = {
  fr: [
    'hébergement',
    'sécurité',
    'application',
    'mobile',
    'paiement',
    'Conakry',
    'formation',
    'boutique',
    'réseau',
    'données',
    'maintenance',
    'design',
    'référencement',
    'entreprise',
    'client',
    'transfert',
  ],
  en: [
    'hosting',
    'security',
    'application',
    'mobile',
    'payment',
    'Conakry',
    'training',
    'shop',
    'network',
    'data',
    'maintenance',
    'design',
    'search',
    'business',
    'customer',
    'transfer',
  ],
};
/**
 * Each article holds a few of the words above among words of its own: a word of the list is found in
 * about a tenth of them, "article" in every one (the worst case: all 10,000 ranked).
 */
const QUERIES = {
  fr: ['securite', 'hébergements', 'application mobile', 'référen', 'article', 'zzzyxw'],
  en: ['security', 'hosting', 'mobile payment', 'maint', 'article', 'zzzyxw'],
};

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
const { db } = database;
await database.migrate();
await seedDemoContent(db);

// Each article: a title of three words and a body of forty, drawn from the lists by its number.
const wordsSql = (language: 'fr' | 'en', count: number, seed: string) =>
  sql.raw(
    `(select string_agg(case when (${seed} * 7 + k * 11) % 37 = 0 then (array[${WORDS[language].map((word) => `'${word}'`).join(',')}])[1 + ((${seed} * 7 + k * 13) % ${WORDS[language].length})] else 'mot' || ((${seed} * 31 + k * 17) % 3000) end, ' ') from generate_series(1, ${count}) as k)`,
  );
const started = performance.now();
await db.execute(sql`
  insert into blog_posts (slug, title, excerpt, body, author_name, status, published_at)
  select 'bench-' || n,
    jsonb_build_object('fr', 'Article ' || n || ' ' || ${wordsSql('fr', 3, 'n')}, 'en', 'Article ' || n || ' ' || ${wordsSql('en', 3, 'n')}),
    jsonb_build_object('fr', ${wordsSql('fr', 12, 'n + 1')}, 'en', ${wordsSql('en', 12, 'n + 1')}),
    jsonb_build_object('fr', '<p>' || ${wordsSql('fr', 40, 'n + 2')} || '</p>', 'en', '<p>' || ${wordsSql('en', 40, 'n + 2')} || '</p>'),
    'Bench', 'published', now() - interval '1 day'
  from generate_series(1, ${ITEMS}) as n`);
const insertedMs = performance.now() - started;

const index = createSearchIndex(db, (error) => {
  throw error;
});
const search = createSiteSearch(db, index);
const indexStart = performance.now();
await index.refresh();
const indexMs = performance.now() - indexStart;
const [{ entries }] = rowsOfResult<{ entries: number }>(
  await db.execute(sql`select count(*)::int as entries from search_entries`),
) as [{ entries: number }];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function timed(terms: string, language: 'fr' | 'en') {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    found = (await search.search(terms, language)).length;
    times.push(performance.now() - start);
  }
  return { found, medianMs: Number(median(times).toFixed(2)), p95Ms: Number(percentile95(times).toFixed(2)) };
}

/** The same searches with PostgreSQL kept from the index (every row's words read): the reference. */
async function withoutIndex<T>(measure: () => Promise<T>): Promise<T> {
  await db.execute(sql`set enable_bitmapscan = off`);
  await db.execute(sql`set enable_indexscan = off`);
  try {
    return await measure();
  } finally {
    await db.execute(sql`reset enable_bitmapscan`);
    await db.execute(sql`reset enable_indexscan`);
  }
}

const searches = [];
for (const language of ['fr', 'en'] as const) {
  for (const terms of QUERIES[language]) {
    const indexed = await timed(terms, language);
    const scanned = await withoutIndex(() => timed(terms, language));
    searches.push({
      language,
      terms,
      results: indexed.found,
      medianMs: indexed.medianMs,
      p95Ms: indexed.p95Ms,
      withoutIndexMedianMs: scanned.medianMs,
      ratioToWithoutIndex: Number((indexed.medianMs / scanned.medianMs).toFixed(3)),
    });
    console.log(language, terms, indexed, 'without index', scanned);
  }
}

const slowestMedianMs = Math.max(...searches.map((each) => each.medianMs));
writeResults(`search-${database.kind}`, {
  database: database.kind,
  items: ITEMS,
  indexEntries: entries,
  insertMs: Math.round(insertedMs),
  indexRefreshMs: Math.round(indexMs),
  runsPerSearch: RUNS,
  budgetMs: BUDGET_MS,
  slowestMedianMs,
  withinBudget: slowestMedianMs <= BUDGET_MS,
  searches,
});
await database.close();
