import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '#contract/schemas/blog.ts';
import type { LinkTarget } from '#contract/schemas/link-targets.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

describe('GET /api/admin/link-targets', () => {
  it('names every service, project, article and job post with its page in both languages, drafts marked', async () => {
    const draft = body<AdminBlogPost>(
      await editor.call('POST', '/api/admin/blog', {
        title: { fr: 'Brouillon sur le mobile money', en: 'Draft on mobile money' },
        slug_en: 'draft-mobile-money',
        excerpt: { fr: 'Résumé', en: 'Summary' },
        body: { fr: '<p>Texte</p>', en: '<p>Text</p>' },
        author_name: 'Mariame Touré',
      }),
    ).data;
    const response = await editor.call('GET', '/api/admin/link-targets');
    expect(response.statusCode).toBe(200);
    const targets = body<LinkTarget[]>(response).data;
    expect(new Set(targets.map((target) => target.kind))).toEqual(
      new Set(['services', 'projects', 'blog', 'careers', 'events']),
    );
    const hosting = targets.find((target) => target.kind === 'services' && target.paths.en === '/services/hosting');
    expect(hosting).toMatchObject({ public: true, paths: { fr: expect.stringMatching(/^\/services\//) } });
    expect(hosting?.title.en).toBeTruthy();
    expect(targets.find((target) => target.kind === 'blog' && target.id === draft.id)).toEqual({
      kind: 'blog',
      id: draft.id,
      title: { fr: 'Brouillon sur le mobile money', en: 'Draft on mobile money' },
      paths: { fr: '/blog/brouillon-sur-le-mobile-money', en: '/blog/draft-mobile-money' },
      public: false,
    });
    expect(
      targets
        .filter((target) => target.kind === 'projects')
        .every((target) => target.paths.fr.startsWith('/portfolio/')),
    ).toBe(true);
  });

  it('is for signed-in staff only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/link-targets' });
    expect(response.statusCode).toBe(401);
  });
});
