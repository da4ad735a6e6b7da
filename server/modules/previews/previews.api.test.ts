import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewLink } from '#contract/schemas/preview.ts';
import { previews } from '../../db/schema.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';

type Item = Record<string, unknown> & { id: number; slug: string };

let vite: VitePages;
let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: { ...vite.pages, keepInMemory: true } });
  editor = await signInStaff(ctx, 'editor');
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
});

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
/** The link's path on this site: links start with PUBLIC_URL. */
const pathOf = (link: string) => {
  expect(link.startsWith('http://localhost:3000/')).toBe(true);
  return new URL(link).pathname;
};

async function previewOf(kind: string, id: number, values?: object): Promise<PreviewLink> {
  const response = await call('POST', `/api/admin/${kind}/${id}/preview`, values ? { values } : undefined);
  expect(response.statusCode).toBe(201);
  return body<PreviewLink>(response).data;
}

describe('preview links', () => {
  it('shows a service with its unsaved changes on its real page, in each language, marked, never indexed nor kept', async () => {
    const [service] = body<Item[]>(await call('GET', '/api/admin/services?per_page=1&sort=name')).data;
    if (!service) throw new Error('no seeded service');
    const before = await page(`/services/${service.slug}`);
    expect(before.statusCode).toBe(200);

    const link = await previewOf('services', service.id, {
      name: { fr: 'Nom pas encore enregistré', en: 'Name not saved yet' },
    });
    const expiresIn = new Date(link.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);

    const french = await page(pathOf(link.fr));
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe('no-store');
    expect(french.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(french.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('Nom pas encore enregistré');
    expect(french.body).toContain('<strong>Aperçu</strong>');
    expect(french.body).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const english = await page(pathOf(link.en));
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Name not saved yet');
    expect(english.body).toContain('<strong>Preview</strong>');

    // The public page and the stored item are as they were.
    const after = await page(`/services/${service.slug}`);
    expect(after.body).not.toContain('Nom pas encore enregistré');
    expect(body<Item>(await call('GET', `/api/admin/services/${service.id}`)).data.name).toEqual(service.name);
  });

  it('shows a draft article that the public site does not, and a hidden client on the clients page', async () => {
    const [draft] = body<Item[]>(await call('GET', '/api/admin/blog?status=draft&per_page=1')).data;
    if (!draft) throw new Error('no seeded draft');
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(404);
    const article = await page(pathOf((await previewOf('blog', draft.id)).fr));
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain((draft.title as { fr: string }).fr.replaceAll("'", '&#x27;'));

    const [client] = body<Item[]>(await call('GET', '/api/admin/clients?per_page=1')).data;
    if (!client) throw new Error('no seeded client');
    await call('PATCH', `/api/admin/clients/${client.id}/deactivate`);
    const clients = await page(pathOf((await previewOf('clients', client.id, { name: 'Client en aperçu' })).fr));
    expect(clients.statusCode).toBe(200);
    expect(clients.body).toContain('Client en aperçu');
    expect((await page('/clients')).body).not.toContain('Client en aperçu');
  });

  it('answers 404 for a forged, altered or expired link', async () => {
    const [solution] = body<Item[]>(await call('GET', '/api/admin/solutions?per_page=1')).data;
    const link = pathOf((await previewOf('solutions', solution!.id)).fr);
    const token = link.split('/').pop() ?? '';
    const [id, expires, signature] = token.split('.');

    const forged = await page(`/preview/${id}.${expires}.${'A'.repeat(signature!.length)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await page(`/preview/${id}.${Number(expires) + 3600}.${signature}`)).statusCode).toBe(404);
    expect((await page('/en/preview/not-a-token')).statusCode).toBe(404);
    expect((await page(link)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    try {
      expect((await page(link)).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    await ctx.database.db
      .update(previews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previews.id, id!));
    expect((await page(link)).statusCode).toBe(404);
  });

  it('refuses unsaved values that are not valid, and an item that does not exist', async () => {
    const [service] = body<Item[]>(await call('GET', '/api/admin/services?per_page=1')).data;
    const refused = await call('POST', `/api/admin/services/${service!.id}/preview`, { values: { icon: 'Nope' } });
    expect(refused.statusCode).toBe(422);
    expect((await call('POST', '/api/admin/services/999999/preview')).statusCode).toBe(404);
  });
});
