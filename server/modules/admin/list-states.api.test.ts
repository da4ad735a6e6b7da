import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { stateQuery } from '#contract/content-kinds/list-states.ts';
import type { PageMeta } from '#contract/schemas/envelope.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';

type Item = Record<string, unknown> & { id: number };
type Counts = Record<string, number>;

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

async function page(url: string) {
  const response = await editor.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const answer = body<Item[]>(response) as unknown as { data: Item[]; meta: PageMeta & { counts: Counts } };
  return answer;
}

describe('the state tabs of every content list', () => {
  for (const kind of CONTENT_KINDS) {
    it(`${kind.name}: the page's meta counts every tab, whichever tab is open`, async () => {
      const stats = body<Counts>(await editor.call('GET', `/api/admin/${kind.name}/stats`)).data;
      const all = await page(`/api/admin/${kind.name}`);
      const { total, ...declared } = stats;
      expect(all.meta.counts).toEqual({ all: total, ...declared, scheduled: 0 });
      expect(all.meta.total).toBe(total);

      for (const state of Object.keys(kind.stats)) {
        const query = new URLSearchParams(stateQuery(kind, state));
        const tab = await page(`/api/admin/${kind.name}?${query.toString()}`);
        // The tab narrows the list, not the counts of the others.
        expect(tab.meta.total).toBe(stats[state]);
        expect(tab.meta.counts).toEqual(all.meta.counts);
        expect(tab.data.every((item) => Object.entries(kind.stats[state] ?? {}).every(([f, v]) => item[f] === v))).toBe(
          true,
        );
      }
    });
  }

  it('counts under the same search as the list, and refuses a malformed tab', async () => {
    const marker = 'Compte QZ';
    const made: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      const response = await editor.call('POST', '/api/admin/testimonials', {
        client_name: `${marker} ${name}`,
        content: { fr: 'Très bon travail.' },
      });
      made.push(body<Item>(response).data.id);
    }
    await editor.call('PATCH', `/api/admin/testimonials/${made[0]}/approve`);
    await editor.call('PATCH', `/api/admin/testimonials/${made[1]}/reject`);
    await editor.call('PATCH', `/api/admin/testimonials/${made[1]}/feature`);

    const search = encodeURIComponent(marker);
    const pending = await page(`/api/admin/testimonials?search=${search}&status=pending`);
    expect(pending.data.map((item) => item.id)).toEqual([made[2]]);
    expect(pending.meta.counts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1, featured: 1, scheduled: 0 });

    expect((await editor.call('GET', '/api/admin/testimonials?scheduled=maybe')).statusCode).toBe(422);
    expect((await editor.call('GET', '/api/admin/testimonials?status=archived')).statusCode).toBe(422);
  });

  it('a published post dated ahead is in the "Scheduled" tab until its date', async () => {
    const post = (slug: string, publishedAt: string | null) => ({
      slug,
      title: { fr: `Programme QZ ${slug}` },
      excerpt: { fr: 'Résumé.' },
      body: { fr: '<p>Texte.</p>' },
      author_name: 'Équipe',
      status: 'published',
      published_at: publishedAt,
    });
    const ahead = body<Item>(
      await editor.call('POST', '/api/admin/blog', post('programme-qz-demain', '2099-01-01T09:00:00.000Z')),
    ).data;
    await editor.call('POST', '/api/admin/blog', post('programme-qz-hier', '2020-01-01T09:00:00.000Z'));

    const search = 'search=Programme%20QZ';
    const all = await page(`/api/admin/blog?${search}`);
    expect(all.meta.counts).toEqual({ all: 2, published: 2, drafts: 0, scheduled: 1 });
    const scheduled = await page(`/api/admin/blog?${search}&scheduled=true`);
    expect(scheduled.data.map((item) => item.id)).toEqual([ahead.id]);
    const notScheduled = await page(`/api/admin/blog?${search}&scheduled=false`);
    expect(notScheduled.data.map((item) => item.slug)).toEqual(['programme-qz-hier']);

    // A draft dated ahead waits for nobody: it is not scheduled.
    await editor.call('PATCH', `/api/admin/blog/${ahead.id}/unpublish`);
    expect((await page(`/api/admin/blog?${search}`)).meta.counts).toMatchObject({ drafts: 1, scheduled: 0 });
  });
});
