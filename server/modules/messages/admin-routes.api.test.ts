import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  token = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  for (const name of ['Binta Kouyaté', 'Moussa Camara', 'Hawa Keïta', '=HYPERLINK("http://evil")']) {
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
    expect(first.data).toHaveLength(4);
    expect((first.meta as unknown as { unread: number }).unread).toBe(4);
    const oldest = first.data[3]!;
    await call('PATCH', `/api/admin/messages/${first.data[0]!.id}/read`);
    const after = await list();
    expect(after.data[0]?.status).toBe('new');
    expect(after.data[3]?.status).toBe('read');
    expect((after.meta as unknown as { unread: number }).unread).toBe(3);
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

  it("titles a message sent without a chosen service in the reader's language", async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact?lang=en',
      payload: {
        name: 'Kadiatou Sow',
        email: 'kadiatou@example.com',
        subject: 'General Inquiry',
        message: 'A question.',
      },
    });
    const id = body<{ id: number }>(sent).data.id;
    expect(body<AdminMessage>(await call('GET', `/api/admin/messages/${id}`)).data.subject).toBe('Demande générale');
    expect(body<AdminMessage>(await call('GET', `/api/admin/messages/${id}?lang=en`)).data.subject).toBe(
      'General Inquiry',
    );
    const dashboard = body<{ recent_messages: AdminMessage[] }>(await call('GET', '/api/admin/dashboard'));
    expect(dashboard.data.recent_messages.find((message) => message.id === id)?.subject).toBe('Demande générale');
    await call('DELETE', `/api/admin/messages/${id}`);
  });

  it('exports the messages of the current filters as CSV that Excel reads in UTF-8, formulas neutralised', async () => {
    const all = await call('GET', '/api/admin/messages/export.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe(
      `attachment; filename="contact-messages.csv"; filename*=UTF-8''contact-messages.csv`,
    );
    const lines = all.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFreceived_at,name,email,phone,company,service,subject,message,status,language,stage,source,assignee,follow_up_on',
    );
    expect(lines.filter(Boolean)).toHaveLength((await list()).data.length + 1);
    expect(all.body).toContain('Binta Kouyaté');
    expect(all.body).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const found = await call('GET', '/api/admin/messages/export.csv?search=Moussa');
    expect(found.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(found.body).toContain('Moussa Camara');
    const read = await call('GET', '/api/admin/messages/export.csv?status=read');
    expect(
      read.body
        .split('\r\n')
        .filter(Boolean)
        .every((line, index) => index === 0 || line.includes(',read,')),
    ).toBe(true);
    expect((await call('GET', '/api/admin/messages/export.csv?status=lost')).statusCode).toBe(422);
  });
});
