import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
const user = { email: 'aissatou@weltaare.test', password: 'first long password', role: 'editor' as const };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await createUser(ctx.database, user);
});
afterAll(() => ctx.close());

const changePassword = (token: string | null, payload: object, url = '/api/auth/password') =>
  ctx.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('PUT /api/auth/password', () => {
  it('needs a session', async () => {
    expect((await changePassword(null, { current_password: 'x', new_password: 'y'.repeat(12) })).statusCode).toBe(401);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const token = await loginAs(ctx.app, user.email, user.password);
    const wrong = await changePassword(token, { current_password: 'not it', new_password: 'a brand new password' });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors).toEqual({ current_password: ['Mot de passe actuel incorrect'] });
    const short = await changePassword(
      token,
      { current_password: user.password, new_password: 'short' },
      '/api/auth/password?lang=en',
    );
    expect(short.statusCode).toBe(422);
    expect(body(short).errors).toEqual({ new_password: ['The password must be at least 12 characters long'] });
    await loginAs(ctx.app, user.email, user.password);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const current = await loginAs(ctx.app, user.email, user.password);
    const other = await loginAs(ctx.app, user.email, user.password);
    const response = await changePassword(current, {
      current_password: user.password,
      new_password: 'second long password',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginAs(ctx.app, user.email, 'second long password');
  });
});
