import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '#contract/schemas/analytics.ts';
import { pageViews, searchCounts } from '../../db/schema.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** What a browser sends when a person opens a page. */
const opened = (agent: string) => ({ 'user-agent': agent, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });

let vite: VitePages;
let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: { ...vite.pages, keepInMemory: true } });
  editor = await signInStaff(ctx, 'editor', 'editor@visits.test');
  await ctx.app.inject({ url: '/' });
}, 120_000);
/** Starts a test from no views: what the instance counted so far is written, then every row goes. */
async function noViews() {
  await ctx.app.visits.write();
  await ctx.database.db.delete(pageViews);
  await ctx.database.db.delete(searchCounts);
}

afterAll(async () => {
  await ctx.close();
  await vite.close();
});

const statistics = async (days = 30) => {
  const response = await editor.call('GET', `/api/admin/analytics?days=${days}`);
  expect(response.statusCode).toBe(200);
  return body<Analytics>(response).data;
};

describe('visit statistics without cookies (GET /api/admin/analytics)', () => {
  it('counts each page a person opens once, by page, day, language, referrer, device and light mode', async () => {
    await noViews();
    const open = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
    await open('/services', { ...opened(PHONE), referer: 'https://www.google.com/search?q=site+web+conakry' });
    await open('/services', { ...opened(PHONE), referer: 'http://localhost:3000/' });
    await open('/en/services', { ...opened(DESKTOP), 'save-data': 'on' });
    await open('/page-qui-n-existe-pas', opened(DESKTOP));

    // Not people, or not a view: robots, link previews, a prefetch, the service worker's own fetch, HEAD.
    await open('/services', { ...opened('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') });
    await open('/services', opened('WhatsApp/2.23.20.0 A'));
    await open('/services', { ...opened(PHONE), 'sec-purpose': 'prefetch' });
    await open('/services', { 'user-agent': PHONE, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
    await ctx.app.inject({ method: 'HEAD', url: '/services', headers: opened(PHONE) });
    await open('/services', {});

    const seen = await statistics();
    expect(seen.total).toBe(3);
    expect(seen.pages).toEqual([
      { path: '/services', views: 2 },
      { path: '/en/services', views: 1 },
    ]);
    expect(seen.referrers).toEqual([{ domain: 'google.com', views: 1 }]);
    expect(seen.english_share).toBeCloseTo(1 / 3);
    expect(seen.phone_share).toBeCloseTo(2 / 3);
    expect(seen.light_share).toBeCloseTo(1 / 3);
    expect(seen.not_found).toEqual([{ path: '/page-qui-n-existe-pas', views: 1 }]);
    expect(seen.days).toHaveLength(30);
    expect(seen.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 3 });
    expect(seen.days.slice(0, -1).every((day) => day.views === 0)).toBe(true);

    // Nothing about the visitor is stored: no address, agent or full referrer in any row.
    const rows = JSON.stringify(await ctx.database.db.select().from(pageViews));
    expect(rows).not.toMatch(/127\.0\.0\.1|Mozilla|TECNO|search\?q/);
  });

  it('counts the searches people made (the search page opened with words, the words sent from its box), never a phone number or an email', async () => {
    await noViews();
    const open = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
    const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await open('/recherche?q=H%C3%A9bergement', opened(PHONE));
    await open('/recherche?q=h%C3%A9bergement++', opened(DESKTOP));
    await open('/en/search?q=Hosting', opened(DESKTOP));
    await open('/recherche?q=zzqx+introuvable', opened(PHONE));
    await open('/recherche?q=appelez+le+622+12+34+56', opened(PHONE));
    await open('/recherche?q=moi%40exemple.com', opened(PHONE));
    // The words sent from the search page's box; the results shown as the visitor types are not searches made.
    const fetched = { 'user-agent': PHONE, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' };
    expect((await open('/api/search?q=site+web&language=fr&submitted=1', fetched)).statusCode).toBe(200);
    await open('/api/search?q=site+w&language=fr', fetched);
    // Not people's searches: a robot's, a prefetch, the search page without words.
    await open('/recherche?q=robot', opened(GOOGLEBOT));
    await open('/api/search?q=robot&language=fr&submitted=1', { 'user-agent': GOOGLEBOT });
    await open('/recherche?q=prefetch', { ...opened(PHONE), 'sec-purpose': 'prefetch' });
    await open('/recherche', opened(PHONE));

    expect((await statistics()).searches).toEqual([
      { words: '', language: 'fr', searches: 2, found: null },
      { words: 'hébergement', language: 'fr', searches: 2, found: true },
      { words: 'hosting', language: 'en', searches: 1, found: true },
      { words: 'site web', language: 'fr', searches: 1, found: true },
      { words: 'zzqx introuvable', language: 'fr', searches: 1, found: false },
    ]);
    const rows = JSON.stringify(await ctx.database.db.select().from(searchCounts));
    expect(rows).not.toMatch(/622|exemple|robot|prefetch|site w"/);
  });

  it('counts the pages answered from memory, before Fastify, as the others', async () => {
    await noViews();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await fetch(`${address}/about`, { headers: opened(PHONE) });
      expect(response.status).toBe(200);
    }
    const seen = await statistics(7);
    expect(seen.pages).toEqual([{ path: '/about', views: 3 }]);
    expect(seen.days).toHaveLength(7);
  });

  it('shows the views a timed write has taken and not yet committed when staff open the dashboard', async () => {
    await noViews();
    await ctx.app.inject({ url: '/contact', headers: opened(PHONE) });
    // The minute's write starts, and the dashboard is asked for before it ends.
    const timed = ctx.app.visits.write();
    const seen = await statistics();
    await timed;
    expect(seen.pages).toEqual([{ path: '/contact', views: 1 }]);
  });

  it('puts the WhatsApp taps of each service page beside its views', async () => {
    await noViews();
    const path = '/services/web-development';
    for (let visit = 0; visit < 4; visit += 1) await ctx.app.inject({ url: path, headers: opened(PHONE) });
    const tap = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp-clicks',
      payload: { placement: 'service', path, language: 'fr' },
    });
    expect(tap.statusCode).toBeLessThan(300);
    const seen = await statistics();
    expect(seen.whatsapp).toContainEqual({ path, views: 4, taps: 1 });
  });

  it('answers staff only, for 1 to 366 days', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    for (const days of ['0', '367', 'deux']) {
      const refused = await editor.call('GET', `/api/admin/analytics?days=${days}&lang=en`);
      expect(refused.statusCode, days).toBe(422);
    }
  });
});
