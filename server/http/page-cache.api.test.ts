import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '#contract/schemas/settings.ts';
import type { App } from '../app.ts';
import {
  body,
  createTestApp,
  createUser,
  loginAs,
  openAnotherInstance,
  type TestContext,
} from '../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../test-support/vite-pages.ts';

let vite: VitePages;
let ctx: TestContext;
/** A second instance of the site on the same database, as behind a load balancer. */
let other: App;
let token: string;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: { ...vite.pages, keepInMemory: true } });
  other = await openAnotherInstance(ctx.database, { ...vite.pages, keepInMemory: true });
  await createUser(ctx.database, { email: 'boss@weltaare.test', password: 'boss long password', role: 'admin' });
  token = await loginAs(ctx.app, 'boss@weltaare.test', 'boss long password');
}, 120_000);
afterAll(async () => {
  await other.close();
  await ctx.close();
  await vite.close();
});

const page = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

async function settings(): Promise<SiteSettings> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { authorization: `Bearer ${token}` },
  });
  return body<SiteSettings>(response).data;
}

const withPhone = (current: SiteSettings, phone: string): SiteSettings => ({
  ...current,
  contact: { ...current.contact, phone },
});

describe('public pages kept in memory', () => {
  it('shows an item scheduled a moment ahead at its minute on every instance, with nobody acting', async () => {
    const name = `Caisse programmée ${Date.now()}`;
    // Pages compiled once before the clock starts, so the first look comes before the minute.
    for (const app of [ctx.app, other]) expect((await page(app, '/solutions')).statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/solutions',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: { fr: name, en: name },
        summary: { fr: 'Paraît à la minute dite.', en: 'Appears at the set minute.' },
        body: { fr: '<p>Bientôt.</p>', en: '<p>Soon.</p>' },
        active: true,
        publish_at: new Date(Date.now() + 3000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    for (const app of [ctx.app, other]) expect((await page(app, '/solutions')).body).not.toContain(name);
    // Kept in memory without it; no write comes after: each instance's clock alone brings it out.
    for (const app of [ctx.app, other])
      await expect.poll(async () => (await page(app, '/solutions')).body, { timeout: 15_000 }).toContain(name);
  });

  it('answers a page already sent with 304, and the same bytes in each encoding it is asked for', async () => {
    const first = await page(ctx.app, '/services');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('s-maxage=');
    expect(first.headers.vary).toContain('Accept-Encoding');

    const again = await page(ctx.app, '/services', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const brotli = await page(ctx.app, '/services', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.body);
    const gzip = await page(ctx.app, '/services', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(first.body);
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);

    // The English page is another page.
    const english = await page(ctx.app, '/en/services');
    expect(english.headers.etag).not.toBe(etag);
    expect(english.body).toContain('<html lang="en"');
  });

  it('does not keep what is not the same for everyone: a page not found is not stored', async () => {
    const missing = await page(ctx.app, '/services/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('keeps a page until the back office changes the content, then every instance shows the change', async () => {
    const before = await settings();
    const original = before.contact.phone;
    expect((await page(ctx.app, '/contact')).body).toContain(original);
    expect((await page(other, '/contact')).body).toContain(original);

    // Written behind the site's back: the page stays as it was rendered.
    await ctx.app.settingsRepository.saveSiteSettings(withPhone(before, '+224 600 00 00 01'));
    expect((await page(ctx.app, '/contact')).body).toContain(original);

    // Saved in the back office: this instance shows it at once, the other as soon as it hears it.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: withPhone(before, '+224 600 00 00 02'),
    });
    expect(saved.statusCode).toBe(200);
    expect((await page(ctx.app, '/contact')).body).toContain('+224 600 00 00 02');
    await vi.waitFor(async () => expect((await page(other, '/contact')).body).toContain('+224 600 00 00 02'), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('sends a page already in memory before Fastify, with the same headers and bytes as when it was rendered', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = ctx.app.answerFromMemory;
    if (!answer) throw new Error('no answers from memory with a page cache');
    let fromMemory = 0;
    ctx.app.answerFromMemory = (request, response) => {
      const sent = answer(request, response);
      if (sent) fromMemory += 1;
      return sent;
    };
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${address}/en/about`, { headers: { 'accept-encoding': 'br', ...headers } });
    const rendered = await get();
    expect(fromMemory).toBe(0);
    const kept = await get();
    expect(fromMemory).toBe(1);
    const withoutDate = (response: Response) => [...response.headers].filter(([name]) => name !== 'date');
    expect(withoutDate(kept)).toEqual(withoutDate(rendered));
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await kept.text()).toBe(await rendered.text());

    const notModified = await get({ 'if-none-match': String(rendered.headers.get('etag')) });
    expect(notModified.status).toBe(304);
    expect(fromMemory).toBe(2);

    // A visitor whose saved language is French, arriving from elsewhere, is still taken to the French page.
    const redirected = await fetch(`${address}/en/about`, {
      headers: { cookie: 'weltaare-language=fr' },
      redirect: 'manual',
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/about');
    expect(fromMemory).toBe(2);
  });

  it('keeps the light-mode rendering apart: Save-Data or the switch leave out decorative images, the map waits', async () => {
    // The pictures of the page's content that are decorative: not the stand-ins of pictures that wait
    // for the first paint (ADR 0060), nor the footer's network marks (their links are named).
    const coverImages = (html: string) =>
      /<main[\s\S]*<\/main>/.exec(html)?.[0].match(/<img(?![^>]*data-deferred-picture)[^>]*alt=""/g)?.length ?? 0;
    const full = await page(ctx.app, '/blog');
    expect(full.headers.vary).toContain('Save-Data');
    expect(coverImages(full.body)).toBeGreaterThan(0);
    expect(full.body).not.toContain('data-light-mode');

    const lightRequests: Record<string, string>[] = [{ 'save-data': 'on' }, { cookie: 'weltaare-light=on' }];
    for (const headers of lightRequests) {
      const light = await page(ctx.app, '/blog', headers);
      expect(light.statusCode).toBe(200);
      expect(light.body).toContain('data-light-mode="on"');
      expect(coverImages(light.body)).toBe(0);
      expect(light.headers.etag).not.toBe(full.headers.etag);
    }
    // The switch turned off wins over Save-Data.
    const chosenFull = await page(ctx.app, '/blog', { 'save-data': 'on', cookie: 'weltaare-light=off' });
    expect(chosenFull.headers.etag).toBe(full.headers.etag);
    expect((await page(ctx.app, '/blog')).headers.etag).toBe(full.headers.etag);

    // The map's frame is never in the HTML (ADR 0030); light mode alone says it loads only when asked.
    const contact = await page(ctx.app, '/en/contact', { 'save-data': 'on' });
    expect(contact.body).not.toContain('<iframe');
    expect(contact.body).toContain('Show the map');
    expect(contact.body).toContain('the map loads only when you ask for it');
    const fullContact = (await page(ctx.app, '/en/contact')).body;
    expect(fullContact).not.toContain('<iframe');
    expect(fullContact).toContain('Show the map');
    expect(fullContact).not.toContain('the map loads only when you ask for it');
  });
});
