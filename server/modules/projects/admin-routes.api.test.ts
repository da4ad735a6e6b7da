import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProject, ProjectStats } from '#contract/schemas/project.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

const draft = {
  title: { fr: 'Application de livraison à Kaloum', en: 'Delivery app in Kaloum' },
  summary: { fr: 'Une application de livraison.' },
  body: { fr: '<p onclick="x()">Texte <script>alert(1)</script><strong>riche</strong></p>' },
  category: 'mobile',
  technologies: ['React Native'],
  completed_on: '2026-09-01',
};

describe('admin projects', () => {
  it('lists drafts and published projects alike, with stats', async () => {
    const all = body<AdminProject[]>(await call('GET', '/api/admin/projects?per_page=50'));
    expect(all.data.some((project) => !project.published)).toBe(true);
    const stats = body<ProjectStats>(await call('GET', '/api/admin/projects/stats')).data;
    expect(stats.total).toBe(all.meta?.total);
    expect(stats.published + stats.drafts).toBe(stats.total);
  });

  it('keeps a presentation video address and shows it to visitors once published; only http(s)', async () => {
    const refused = await call('POST', '/api/admin/projects', { ...draft, video_url: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(body(refused).errors ?? {})).toEqual(['video_url']);

    const video = 'https://www.youtube.com/watch?v=weltaare';
    const created = await call('POST', '/api/admin/projects', { ...draft, slug: 'projet-video', video_url: video });
    const project = body<AdminProject>(created).data;
    expect(project.video_url).toBe(video);
    await call('PATCH', `/api/admin/projects/${project.id}/publish`);
    const shown = body<{ video_url: string | null }>(await publicGet('/api/projects/projet-video?lang=en')).data;
    expect(shown.video_url).toBe(video);

    const cleared = await call('PATCH', `/api/admin/projects/${project.id}`, { video_url: null });
    expect(body<AdminProject>(cleared).data.video_url).toBeNull();
    await call('DELETE', `/api/admin/projects/${project.id}`);
  });

  it('gives a project its own English address, one per page and language', async () => {
    const created = await call('POST', '/api/admin/projects', {
      ...draft,
      slug: 'livraison-kaloum',
      slug_en: 'kaloum-delivery',
      published: true,
    });
    expect(created.statusCode).toBe(201);
    const project = body<AdminProject>(created).data;
    expect(project).toMatchObject({ slug: 'livraison-kaloum', slug_en: 'kaloum-delivery' });
    type Shown = { slug: string; slugs: { fr: string; en: string }; title: string };
    const english = body<Shown>(await publicGet('/api/projects/kaloum-delivery?lang=en')).data;
    expect(english).toMatchObject({ slug: 'kaloum-delivery', title: 'Delivery app in Kaloum' });
    expect(english.slugs).toEqual({ fr: 'livraison-kaloum', en: 'kaloum-delivery' });
    // Found by either slug, answered with the visitor's own.
    expect(body<Shown>(await publicGet('/api/projects/kaloum-delivery')).data.slug).toBe('livraison-kaloum');

    // Another item may not take an address an English page already has, as its English slug or as the French one it falls back to.
    const clash = await call('POST', '/api/admin/projects', {
      ...draft,
      slug: 'autre-livraison',
      slug_en: 'kaloum-delivery',
    });
    expect(clash.statusCode).toBe(409);
    const fallbackClash = await call('POST', '/api/admin/projects', { ...draft, slug: 'kaloum-delivery' });
    expect(fallbackClash.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/admin/projects', { ...draft, slug: 'x-reserve', slug_en: 'stats' })).statusCode,
    ).toBe(422);
    expect(
      body(await call('POST', '/api/admin/projects', { ...draft, slug: 'x-invalide', slug_en: 'Pas Un Slug' })).errors,
    ).toHaveProperty('slug_en');

    // Emptied, English pages use the French slug again.
    const cleared = await call('PATCH', `/api/admin/projects/${project.id}`, { slug_en: null });
    expect(body<AdminProject>(cleared).data.slug_en).toBeNull();
    expect(body<Shown>(await publicGet('/api/projects/livraison-kaloum?lang=en')).data.slug).toBe('livraison-kaloum');
    await call('DELETE', `/api/admin/projects/${project.id}`);
  });

  it('creates a draft with sanitized rich text, hidden from the public until published', async () => {
    const response = await call('POST', '/api/admin/projects', draft);
    expect(response.statusCode).toBe(201);
    const project = body<AdminProject>(response).data;
    expect(project.slug).toBe('application-de-livraison-a-kaloum');
    expect(project.body.fr).toBe('<p>Texte <strong>riche</strong></p>');
    expect(project.published).toBe(false);
    expect((await publicGet(`/api/projects/${project.slug}`)).statusCode).toBe(404);

    expect(body<AdminProject>(await call('PATCH', `/api/admin/projects/${project.id}/publish`)).data.published).toBe(
      true,
    );
    expect((await publicGet(`/api/projects/${project.slug}`)).statusCode).toBe(200);
    expect((await publicGet(`/api/projects/${project.id}`)).statusCode).toBe(200);

    await call('PATCH', `/api/admin/projects/${project.id}/feature`);
    const featured = body<{ slug: string }[]>(await publicGet('/api/projects/featured')).data;
    expect(featured.map((item) => item.slug)).toContain(project.slug);
    await call('PATCH', `/api/admin/projects/${project.id}/unpublish`);
    expect((await publicGet(`/api/projects/${project.slug}`)).statusCode).toBe(404);
  });

  it('refuses a numeric or reserved slug, a bad category, URL or date, and an unknown service', async () => {
    const numeric = await call('POST', '/api/admin/projects', { ...draft, slug: '2026' });
    expect(body(numeric).errors).toEqual({ slug: ['Ce slug est réservé'] });
    const bad = await call('POST', '/api/admin/projects', {
      ...draft,
      category: 'space',
      project_url: 'javascript:alert(1)',
      completed_on: '2026-13-45',
    });
    expect(Object.keys(body(bad).errors ?? {}).sort()).toEqual(['category', 'completed_on', 'project_url']);
    const missingService = await call('POST', '/api/admin/projects', {
      ...draft,
      slug: 'x-service',
      service_id: 99999,
    });
    expect(missingService.statusCode).toBe(422);
    expect(Object.keys(body(missingService).errors ?? {})).toEqual(['service_id']);
  });

  it('updates and deletes', async () => {
    const created = body<AdminProject>(
      await call('POST', '/api/admin/projects', { ...draft, slug: 'a-supprimer' }),
    ).data;
    const updated = await call('PUT', `/api/admin/projects/${created.id}`, {
      ...draft,
      slug: 'a-supprimer',
      category: 'web',
    });
    expect(body<AdminProject>(updated).data.category).toBe('web');
    expect((await call('DELETE', `/api/admin/projects/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/projects/${created.id}`)).statusCode).toBe(404);
  });
});
