import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  token = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  for (const name of ['Binta Kouyaté', 'Moussa Camara', 'Hawa Keïta']) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: 'visitor@example.com', subject: 'Devis', message: `Bonjour, je suis ${name}.` },
    });
  }
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const list = async (query = '') => body<AdminMessage[]>(await call('GET', `/api/admin/messages${query}`));

describe('messages inbox', () => {
  it('lists unread messages first and counts them', async () => {
    const first = await list();
    expect(first.data).toHaveLength(3);
    expect((first.meta as unknown as { unread: number }).unread).toBe(3);
    const oldest = first.data[2]!;
    await call('PATCH', `/api/admin/messages/${first.data[0]!.id}/read`);
    const after = await list();
    expect(after.data[0]?.status).toBe('new');
    expect(after.data[2]?.status).toBe('read');
    expect((after.meta as unknown as { unread: number }).unread).toBe(2);
    expect(after.data.map((message) => message.id)).toContain(oldest.id);
  });

  it('marks read (keeping the first read time), unread, archives, searches and deletes', async () => {
    const [message] = (await list('?search=Hawa')).data;
    const id = message!.id;
    const read = body<AdminMessage>(await call('PATCH', `/api/admin/messages/${id}/read`)).data;
    expect(read.read_at).not.toBeNull();
    const readAgain = body<AdminMessage>(await call('PATCH', `/api/admin/messages/${id}/read`)).data;
    expect(readAgain.read_at).toBe(read.read_at);
    expect(body<AdminMessage>(await call('PATCH', `/api/admin/messages/${id}/unread`)).data).toMatchObject({
      status: 'new',
      read_at: null,
    });
    expect(body<AdminMessage>(await call('PATCH', `/api/admin/messages/${id}/archive`)).data.status).toBe('archived');
    expect((await list('?status=archived')).data.map((m) => m.id)).toEqual([id]);
    expect((await call('DELETE', `/api/admin/messages/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/messages/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/messages?status=spam')).statusCode).toBe(422);
  });
});
