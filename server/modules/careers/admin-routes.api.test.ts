import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJobPost, JobPostStats, PublicJobPost } from '#contract/schemas/career.ts';
import { auditLog } from '../../db/schema.ts';
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
const publicSlugs = async () => body<PublicJobPost[]>(await publicGet('/api/careers')).data.map((job) => job.slug);

const newJob = {
  title: { fr: 'Chef·fe de projet web', en: 'Web project manager' },
  summary: { fr: 'Pilotez nos projets web de bout en bout.' },
  body: { fr: '<h2>Missions</h2><p onmouseover="x()">Piloter <script>alert(1)</script>les projets.</p>' },
  location: 'Conakry, Guinée',
  employment_type: 'full-time',
};

describe('admin careers', () => {
  it('lists open and closed posts alike, with filters, sort and stats', async () => {
    const all = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?per_page=50'));
    expect(all.meta).toMatchObject({ total: 4 });
    expect(all.data[0]?.title).toHaveProperty('en');
    const closed = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?status=closed'));
    expect(closed.data.map((job) => job.slug)).toEqual(['technicien-support-informatique']);
    const found = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?search=stage'));
    expect(found.data.map((job) => job.slug)).toEqual(['stage-design-graphique']);
    const byTitle = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?sort=title'));
    expect(byTitle.data[0]?.slug).toBe('charge-de-communication-digitale');
    const byClosing = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?sort=closes_on'));
    expect(byClosing.data.at(-1)?.closes_on).toBeNull();
    expect((await call('GET', '/api/admin/careers?sort=salary')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/careers?status=paused')).statusCode).toBe(422);

    const stats = body<JobPostStats>(await call('GET', '/api/admin/careers/stats')).data;
    expect(stats).toEqual({ total: 4, open: 3, closed: 1 });
  });

  it('creates an open post with a slug from the French title and a sanitized body, public at once', async () => {
    const response = await call('POST', '/api/admin/careers', { ...newJob, closes_on: '2099-06-30' });
    expect(response.statusCode).toBe(201);
    const job = body<AdminJobPost>(response).data;
    expect(job).toMatchObject({
      slug: 'chef-fe-de-projet-web',
      status: 'open',
      closes_on: '2099-06-30',
      employment_type: 'full-time',
      // A plain string is taken as the French text.
      location: { fr: 'Conakry, Guinée' },
    });
    expect(job.body).toEqual({ fr: '<h2>Missions</h2><p>Piloter les projets.</p>' });
    expect(await publicSlugs()).toContain(job.slug);
    const page = await publicGet(`/api/careers/${job.slug}?lang=en`);
    expect(body<PublicJobPost>(page).data).toMatchObject({
      title: 'Web project manager',
      summary: 'Pilotez nos projets web de bout en bout.',
    });
  });

  it('answers 409 when the slug is taken and 422 for a numeric slug', async () => {
    const clash = await call('POST', '/api/admin/careers', newJob);
    expect(clash.statusCode).toBe(409);
    expect(body(clash).message).toBe('Ce slug est déjà utilisé');
    const numeric = await call('POST', '/api/admin/careers', { ...newJob, slug: '42' });
    expect(body(numeric).errors).toEqual({ slug: ['Ce slug est réservé'] });
  });

  it('requires the French texts and refuses bad employment types, dates and unknown fields', async () => {
    const invalid = {
      ...newJob,
      summary: { en: 'Only English' },
      employment_type: 'freelance',
      closes_on: '2026-02-30',
      salary: 1000,
    };
    const french = await call('POST', '/api/admin/careers', invalid);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'summary.fr': ['Le texte en français est obligatoire'],
      employment_type: ['Valeur invalide'],
      closes_on: ['Valeur invalide'],
      salary: ['Champ non autorisé'],
    });
    const english = await call('POST', '/api/admin/careers?lang=en', invalid);
    expect(body(english).errors).toEqual({
      'summary.fr': ['The French text is required'],
      employment_type: ['Invalid value'],
      closes_on: ['Invalid value'],
      salary: ['Field not allowed'],
    });
    const missing = await call('POST', '/api/admin/careers', {});
    expect(Object.keys(body(missing).errors ?? {}).sort()).toEqual([
      'body',
      'employment_type',
      'location',
      'summary',
      'title',
    ]);
    const status = await call('POST', '/api/admin/careers', { ...newJob, status: 'paused' });
    expect(body(status).errors).toEqual({ status: ['Valeur invalide'] });
  });

  it('closes and reopens a post, the public list following at once', async () => {
    const [job] = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?search=Chef')).data;
    const id = job!.id;

    expect(body<AdminJobPost>(await call('PATCH', `/api/admin/careers/${id}/close`)).data.status).toBe('closed');
    expect(await publicSlugs()).not.toContain(job!.slug);
    expect((await publicGet(`/api/careers/${job!.slug}`)).statusCode).toBe(404);

    expect(body<AdminJobPost>(await call('PATCH', `/api/admin/careers/${id}/open`)).data.status).toBe('open');
    expect(await publicSlugs()).toContain(job!.slug);
    expect((await publicGet(`/api/careers/${job!.slug}`)).statusCode).toBe(200);

    const seeded = body<AdminJobPost[]>(await call('GET', '/api/admin/careers?status=closed')).data[0]!;
    await call('PATCH', `/api/admin/careers/${seeded.id}/open`);
    // Open but past its closing day: still hidden from visitors.
    expect(await publicSlugs()).not.toContain(seeded.slug);
    await call('PATCH', `/api/admin/careers/${seeded.id}/close`);
  });

  it('reads, updates and deletes, writing each change to the audit log under the editor', async () => {
    const created = body<AdminJobPost>(
      await call('POST', '/api/admin/careers', { ...newJob, title: { fr: 'Stage à supprimer' } }),
    ).data;
    const id = created.id;
    expect(body<AdminJobPost>(await call('GET', `/api/admin/careers/${id}`)).data.slug).toBe('stage-a-supprimer');

    const updated = await call('PUT', `/api/admin/careers/${id}`, {
      ...newJob,
      slug: 'stage-marketing',
      title: { fr: 'Stage marketing', en: 'Marketing internship' },
      employment_type: 'internship',
      status: 'closed',
      closes_on: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<AdminJobPost>(updated).data).toMatchObject({
      slug: 'stage-marketing',
      employment_type: 'internship',
      status: 'closed',
      closes_on: null,
    });
    expect(await publicSlugs()).not.toContain('stage-marketing');
    await call('PATCH', `/api/admin/careers/${id}/open`);
    expect(await publicSlugs()).toContain('stage-marketing');

    expect((await call('DELETE', `/api/admin/careers/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/careers/${id}`)).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('stage-marketing');
    expect((await call('DELETE', `/api/admin/careers/${id}`)).statusCode).toBe(404);

    const entries = (await ctx.database.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === 'job_post' && entry.entityId === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'open', 'delete']);
    expect(entries.every((entry) => entry.userId === editor.user.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/careers/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/careers/99999', newJob)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/careers/99999/close')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/careers/99999')).statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/admin/careers/abc/close');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(body(malformed).errors ?? {})).toEqual(['id']);
  });

  it('answers 401 without a token', async () => {
    expect((await publicGet('/api/admin/careers')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/careers', payload: newJob })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/careers/1/close' })).statusCode).toBe(401);
  });
});
