import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '#contract/schemas/service.ts';
import type { SearchResult } from '#contract/schemas/search.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const ask = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams(query)}`, headers });

const search = async (q: string, language: 'fr' | 'en') => {
  const answer = await ask({ q, language });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<SearchResult[]>(answer).data;
};
const urlsOf = (results: SearchResult[]) => results.map((result) => result.url);
const markedWords = (result: SearchResult) => result.marks.map(([start, end]) => result.excerpt.slice(start, end));

/** A service of its own for each test: the search sees it at once, as visitors will. */
const newService = (words: string) => ({
  name: { fr: `Atelier ${words}`, en: `Workshop ${words}` },
  short_description: { fr: `Un atelier ${words} pour les entreprises de Conakry.`, en: '' },
  description: { fr: 'Une journée de travail avec votre équipe.' },
  icon: 'Shield',
  active: true,
});

describe('GET /api/search', () => {
  it('finds the cybersecurity article without its accents, and the hosting service in English, words marked', async () => {
    const french = await search('securite', 'fr');
    // First: its title holds the word, inside "Cybersécurité", which stemming alone never matches.
    const article = french[0];
    expect(article?.url).toBe('/blog/cybersecurite-cinq-reflexes-pme');
    expect(article).toMatchObject({
      kind: 'blog',
      title: 'Cybersécurité\u00a0: cinq réflexes simples pour protéger votre PME',
    });
    expect(markedWords(article!).map((word) => word.toLowerCase())).toContain('sécurité');

    const english = await search('hosting', 'en');
    expect(english[0]).toMatchObject({
      kind: 'services',
      title: 'Hosting and deployment',
      url: '/en/services/hosting',
    });
    expect(markedWords(english[0]!)).toContain('hosting');
    // English pages only: no French title, no French address.
    expect(english.every((result) => result.url.startsWith('/en/'))).toBe(true);
  });

  it('stems the words and ignores case and accents: a plural, capitals, a word half typed', async () => {
    expect(urlsOf(await search('hébergements', 'fr'))[0]).toBe('/services/hosting');
    expect(urlsOf(await search('HEBERGEMENT', 'fr'))[0]).toBe('/services/hosting');
    expect(urlsOf(await search('Hosting Deployment', 'en'))[0]).toBe('/en/services/hosting');
    // What a visitor has typed so far of "applications", whose stem is shorter, finds what the whole word does.
    const whole = urlsOf(await search('applications', 'en'));
    expect(whole.length).toBeGreaterThan(0);
    expect(urlsOf(await search('applicat', 'en'))).toEqual(expect.arrayContaining(whole));
  });

  it('answers the language asked, then ?lang=, then the browser’s', async () => {
    const byLang = body<SearchResult[]>(await ask({ q: 'hosting', lang: 'en' })).data;
    expect(byLang[0]?.url).toBe('/en/services/hosting');
    const byBrowser = body<SearchResult[]>(await ask({ q: 'hébergement' }, { 'accept-language': 'en-GB,en' })).data;
    expect(byBrowser.every((result) => result.url.startsWith('/en/'))).toBe(true);
  });

  it('sees a saved change at once: a new service, its new name, then neither once it is hidden or deleted', async () => {
    const created = await editor.call('POST', '/api/admin/services', newService('photogrammétrie'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = body<AdminService>(created).data;
    expect(urlsOf(await search('photogrammetrie', 'fr'))).toEqual(['/services/atelier-photogrammetrie']);
    // The English page shows the French words where the English are missing: so does its search.
    expect(urlsOf(await search('entreprises conakry photogrammétrie', 'en'))).toEqual([
      '/en/services/atelier-photogrammetrie',
    ]);

    const renamed = await editor.call('PUT', `/api/admin/services/${id}`, newService('cartographie'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('photogrammetrie', 'fr')).toEqual([]);
    expect(urlsOf(await search('cartographie', 'fr'))).toEqual([`/services/${body<AdminService>(renamed).data.slug}`]);

    expect((await editor.call('PATCH', `/api/admin/services/${id}/deactivate`)).statusCode).toBe(200);
    expect(await search('cartographie', 'fr')).toEqual([]);
    expect((await editor.call('PATCH', `/api/admin/services/${id}/activate`)).statusCode).toBe(200);
    expect(urlsOf(await search('cartographie', 'fr'))).toHaveLength(1);
    expect((await editor.call('DELETE', `/api/admin/services/${id}`)).statusCode).toBe(200);
    expect(await search('cartographie', 'fr')).toEqual([]);
  });

  it('redoes only what changed: a refresh with nothing new rewrites no entry', async () => {
    const index = ctx.app.publicContent.search.index;
    const versions = async () =>
      rowsOfResult<{ key: string; row_version: string }>(
        await ctx.database.db.execute(
          sql`select kind || ':' || item_key || ':' || language as key, xmin::text as row_version from search_entries order by 1`,
        ),
      );
    await index.settled();
    const before = await versions();
    expect(before.length).toBeGreaterThan(40);
    await index.refresh();
    expect(await versions()).toEqual(before);
  });

  it('leaves out what is scheduled until its time', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const created = await editor.call('POST', '/api/admin/services', {
      ...newService('topographie'),
      publish_at: tomorrow,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await search('topographie', 'fr')).toEqual([]);
  });

  it('answers an empty list for no words, a clear 422 in the visitor’s language for a bad search', async () => {
    expect(await search('', 'fr')).toEqual([]);
    expect(await search(' ?! … ', 'en')).toEqual([]);
    expect(await search('zzzyxw', 'fr')).toEqual([]);
    // The query's own syntax is only words here.
    expect(await search("l'hébergement & | ! ( :* '", 'fr')).not.toHaveLength(0);

    const tooLong = await ask({ q: 'x'.repeat(101), language: 'fr' });
    expect(tooLong.statusCode).toBe(422);
    expect(body(tooLong).errors).toEqual({ q: ['Ce champ est trop long'] });
    const unknownLanguage = await ask({ q: 'hosting', language: 'de', lang: 'en' });
    expect(unknownLanguage.statusCode).toBe(422);
    expect(body(unknownLanguage).errors).toEqual({ language: ['Invalid value'] });
  });
});
