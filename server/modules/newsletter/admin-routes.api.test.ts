import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  body,
  createTestApp,
  createUser,
  loginAs,
  type TestContext,
} from '../../test-support/test-app.ts';
import { csvCell } from '../../lib/csv.ts';
import { signConfirmationToken } from './confirmation-token.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  token = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  for (const email of ['a@example.com', 'b@example.com', '-cmd@example.com']) {
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter?lang=en', payload: { email } });
  }
  await ctx.app.newsletter.settled();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'DELETE', url: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('newsletter subscribers', () => {
  it('lists subscribers with their state and exports them as CSV, formulas neutralised', async () => {
    const list = body<{ id: number; email: string; language: string; status: string }[]>(
      await call('GET', '/api/admin/newsletter'),
    );
    expect(list.data.map((row) => row.email).sort()).toEqual(['-cmd@example.com', 'a@example.com', 'b@example.com']);
    expect(list.data[0]?.language).toBe('en');
    expect(new Set(list.data.map((row) => row.status))).toEqual(new Set(['pending']));

    // One of each state: confirmed through its link, unsubscribed through its own.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { email: 'a@example.com', token: signConfirmationToken(TEST_SECRET, 'a@example.com') },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?email=b@example.com&token=${signUnsubscribeToken(TEST_SECRET, 'b@example.com')}`,
    });
    const confirmed = body<{ email: string; confirmed_at: string | null }[]>(
      await call('GET', '/api/admin/newsletter?status=confirmed'),
    );
    expect(confirmed.data.map((row) => row.email)).toEqual(['a@example.com']);
    expect(confirmed.data[0]?.confirmed_at).toMatch(/^\d{4}-/);

    const csv = await call('GET', '/api/admin/newsletter/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('newsletter-subscribers.csv');
    // Every subscriber's address: kept by no browser or proxy.
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    // A byte-order mark first: Excel then reads the file as UTF-8.
    expect(csv.body.startsWith('\uFEFFemail,language,status,subscribed_at,confirmed_at,unsubscribed_at\r\n')).toBe(
      true,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    const stateOf = (email: string) => lines.find((line) => line.includes(email))?.split(',')[2];
    expect(stateOf('a@example.com')).toBe('confirmed');
    expect(stateOf('b@example.com')).toBe('unsubscribed');
    expect(stateOf('-cmd@example.com')).toBe('pending');
    expect(csv.body).toContain("'-cmd@example.com");

    const pendingOnly = await call('GET', '/api/admin/newsletter/export.csv?status=pending');
    expect(pendingOnly.body.trim().split('\r\n')).toHaveLength(2);
    const invalid = await call('GET', '/api/admin/newsletter?status=subscribed&lang=en');
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors).toEqual({ status: ['Invalid value'] });
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
