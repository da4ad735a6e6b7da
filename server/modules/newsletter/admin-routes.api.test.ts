import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';
import { csvCell } from '../../lib/csv.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  token = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  for (const email of ['a@example.com', 'b@example.com', '-cmd@example.com']) {
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter?lang=en', payload: { email } });
  }
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'DELETE', url: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('newsletter subscribers', () => {
  it('lists subscribers and exports them as CSV, formulas neutralised', async () => {
    const list = body<{ id: number; email: string; language: string }[]>(await call('GET', '/api/admin/newsletter'));
    expect(list.data.map((row) => row.email).sort()).toEqual(['-cmd@example.com', 'a@example.com', 'b@example.com']);
    expect(list.data[0]?.language).toBe('en');

    const csv = await call('GET', '/api/admin/newsletter/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('newsletter-subscribers.csv');
    // A byte-order mark first: Excel then reads the file as UTF-8.
    expect(csv.body.startsWith('\uFEFFemail,language,status,subscribed_at,unsubscribed_at\r\n')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain("'-cmd@example.com");
  });

  it('deletes a subscriber', async () => {
    const list = body<{ id: number; email: string }[]>(await call('GET', '/api/admin/newsletter?search=b@'));
    const id = list.data[0]!.id;
    expect((await call('DELETE', `/api/admin/newsletter/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/newsletter/${id}`)).statusCode).toBe(404);
  });

  it('quotes CSV cells that need it', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+224 620')).toBe("'+224 620");
  });
});
