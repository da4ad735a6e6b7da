import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
const admin = { email: 'admin@weltaare.test', password: 'correct horse battery staple', role: 'admin' as const };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await createUser(ctx.database, admin);
});
afterAll(() => ctx.close());

const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('returns an opaque token and the user; only its hash is stored', async () => {
    const response = await login({ email: admin.email, password: admin.password });
    expect(response.statusCode).toBe(200);
    const { token, user } = body<{ token: string; user: { email: string; role: string } }>(response).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toMatchObject({ email: admin.email, role: 'admin' });
    const stored = await ctx.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('accepts the email in any letter case', async () => {
    expect((await login({ email: admin.email.toUpperCase(), password: admin.password })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@weltaare.test', password: admin.password });
    const wrong = await login({ email: admin.email, password: 'wrong password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(body(wrong).message).toBe('Email ou mot de passe incorrect');
  });

  it('validates the body', async () => {
    const response = await login({ email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body(response).errors ?? {}).sort()).toEqual(['email', 'password']);
    // An empty password is named as missing, not as an "invalid value".
    const empty = await login({ email: 'awa@example.com', password: '' });
    expect(body(empty).errors).toEqual({ password: ['Le mot de passe est obligatoire'] });
  });
});

describe('session guard', () => {
  it('answers 401 on every /api/admin path without a valid bearer token', async () => {
    for (const url of [
      '/api/admin/services',
      '/api/ADMIN/services',
      '/api/admin/services/',
      '/api/admin',
      '/api/admin/anything?x=1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(body(response)).toEqual({ success: false, message: 'Authentification requise' });
    }
    const forged = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/services/1',
      headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets a valid token through the guard (unknown admin path then answers 404)', async () => {
    const token = await loginAs(ctx.app, admin.email, admin.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/not-a-route',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('GET /api/auth/me returns the user; POST /api/auth/logout ends the session', async () => {
    const token = await loginAs(ctx.app, admin.email, admin.password);
    const headers = { authorization: `Bearer ${token}` };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(body<{ email: string }>(me).data.email).toBe(admin.email);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('refuses a session idle for more than 8 hours or older than 7 days', async () => {
    const idleToken = await loginAs(ctx.app, admin.email, admin.password);
    const oldToken = await loginAs(ctx.app, admin.email, admin.password);
    const all = await ctx.database.db.select().from(sessions).orderBy(sessions.id);
    const [idle, old] = all.slice(-2);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 3600_000 - 1000) })
      .where(eq(sessions.id, idle!.id));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, old!.id));
    for (const token of [idleToken, oldToken]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses the token of a deactivated user', async () => {
    const editor = await createUser(ctx.database, {
      email: 'editor@weltaare.test',
      password: 'another long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'editor@weltaare.test', 'another long password');
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, editor.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
