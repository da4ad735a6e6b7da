import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTestimonial, PublicTestimonial } from '#contract/schemas/testimonial.ts';
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
const approvedIds = async () =>
  body<PublicTestimonial[]>(await ctx.app.inject({ method: 'GET', url: '/api/testimonials/approved' })).data.map(
    (t) => t.id,
  );

describe('testimonial moderation', () => {
  it('shows a visitor submission in the pending queue, then approves, features, rejects it', async () => {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: {
        client_name: 'Kadiatou Sylla',
        client_email: 'kadiatou@example.com',
        content: 'Un travail remarquable, merci !',
        consent: true,
      },
    });
    const id = body<{ id: number }>(submitted).data.id;

    const pending = body<AdminTestimonial[]>(
      await call('GET', '/api/admin/testimonials?status=pending&per_page=50'),
    ).data;
    const mine = pending.find((testimonial) => testimonial.id === id);
    expect(mine).toMatchObject({ client_email: 'kadiatou@example.com', status: 'pending' });
    expect(await approvedIds()).not.toContain(id);

    expect(body<AdminTestimonial>(await call('PATCH', `/api/admin/testimonials/${id}/approve`)).data.status).toBe(
      'approved',
    );
    expect(await approvedIds()).toContain(id);

    await call('PATCH', `/api/admin/testimonials/${id}/feature`);
    const featured = body<PublicTestimonial[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/testimonials/featured' }),
    ).data;
    expect(featured.map((t) => t.id)).toContain(id);

    const rejected = body<AdminTestimonial>(await call('PATCH', `/api/admin/testimonials/${id}/reject`)).data;
    expect(rejected).toMatchObject({ status: 'rejected', featured: false });
    expect(await approvedIds()).not.toContain(id);
  });

  it('edits the text in both languages and deletes', async () => {
    const [first] = body<AdminTestimonial[]>(await call('GET', '/api/admin/testimonials?status=approved')).data;
    const id = first!.id;
    const response = await call('PUT', `/api/admin/testimonials/${id}`, {
      content: { fr: 'Texte corrigé', en: 'Corrected text' },
      client_name: first!.client_name,
      status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    const english = body<PublicTestimonial[]>(
      await ctx.app.inject({ method: 'GET', url: '/api/testimonials/approved?lang=en' }),
    ).data;
    expect(english.find((t) => t.id === id)?.content).toBe('Corrected text');
    expect((await call('DELETE', `/api/admin/testimonials/${id}`)).statusCode).toBe(200);
    expect(await approvedIds()).not.toContain(id);
  });

  it('counts the queue and validates input', async () => {
    const stats = body<Record<string, number>>(await call('GET', '/api/admin/testimonials/stats')).data;
    expect(stats.pending).toBeGreaterThan(0);
    expect(stats.total).toBe(stats.pending! + stats.approved! + stats.rejected!);
    const invalid = await call('POST', '/api/admin/testimonials', {
      content: { fr: '' },
      client_name: '',
      rating: 9,
      status: 'maybe',
    });
    expect(Object.keys(body(invalid).errors ?? {}).sort()).toEqual(['client_name', 'content.fr', 'rating', 'status']);
    expect((await call('GET', '/api/admin/testimonials?status=unknown')).statusCode).toBe(422);
  });
});
