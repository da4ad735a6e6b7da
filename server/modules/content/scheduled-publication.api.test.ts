import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

type Item = Record<string, unknown> & { id: number; slug?: string };

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);

/** The public list of each kind, as visitors' pages and apps read it (the whole of a paged one). */
function publicList(name: string): string {
  const kind = CONTENT_KINDS.find((candidate) => candidate.name === name);
  if (!kind) throw new Error(`no kind ${name}`);
  return `/api/${kind.publicReads.path}${kind.publicReads.paged ? '?per_page=50' : ''}`;
}

async function publicIds(kind: string): Promise<number[]> {
  const response = await ctx.app.inject({ method: 'GET', url: publicList(kind) });
  expect(response.statusCode).toBe(200);
  return body<{ id: number }[]>(response).data.map((item) => item.id);
}

const sitemap = async () => (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const inOneDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

describe('scheduled publication of every content kind', () => {
  // The site's own pages are always online: they have no schedule.
  for (const kind of CONTENT_KINDS.filter((candidate) => candidate.schedule !== undefined)) {
    const schedule = kind.schedule!;
    it(`${kind.name}: a public item scheduled for tomorrow leaves the public site until then`, async () => {
      const [visible] = await publicIds(kind.name);
      if (visible === undefined) throw new Error(`${kind.name} has no public seeded item`);
      const path = `/api/admin/${kind.name}/${visible}`;
      const item = body<Item>(await call('GET', path)).data;

      const scheduled = await call('PATCH', path, { [schedule]: inOneDay() });
      expect(scheduled.statusCode).toBe(200);
      expect(await publicIds(kind.name)).not.toContain(visible);
      if (item.slug && kind.name !== 'solutions') expect(await sitemap()).not.toContain(`/${item.slug}<`);

      expect((await call('PATCH', path, { [schedule]: anHourAgo() })).statusCode).toBe(200);
      expect(await publicIds(kind.name)).toContain(visible);
      if (item.slug && kind.name !== 'solutions') expect(await sitemap()).toContain(`/${item.slug}<`);
    });
  }

  it('keeps a scheduled service page, its API and its place in the RSS of a scheduled post away, in both languages', async () => {
    const [service] = body<Item[]>(await call('GET', '/api/admin/services?per_page=1')).data;
    await call('PATCH', `/api/admin/services/${service?.id}`, { publish_at: inOneDay() });
    for (const url of [`/api/services/${service?.slug}`, `/api/services/${service?.slug}?lang=en`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }

    const [post] = body<Item[]>(await call('GET', '/api/admin/blog?status=published&per_page=1')).data;
    expect((await ctx.app.inject({ method: 'GET', url: '/blog/rss.xml' })).body).toContain(`/${post?.slug}<`);
    await call('PATCH', `/api/admin/blog/${post?.id}`, { published_at: inOneDay() });
    for (const url of ['/blog/rss.xml', '/en/blog/rss.xml']) {
      const feed = await ctx.app.inject({ method: 'GET', url });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain(`/${post?.slug}<`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blog/${post?.slug}` })).statusCode).toBe(404);
  });

  it('accepts an empty schedule and refuses a date that is not one, in the editor’s language', async () => {
    const [client] = body<Item[]>(await call('GET', '/api/admin/clients?per_page=1')).data;
    const path = `/api/admin/clients/${client?.id}`;
    expect(body<Item>(await call('PATCH', path, { publish_at: null })).data.publish_at).toBeNull();
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: path,
      payload: { publish_at: 'demain matin' },
      headers: { authorization: `Bearer ${editor.token}`, 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.publish_at?.[0]).toBe('Valeur invalide');
  });
});
