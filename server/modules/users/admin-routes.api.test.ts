import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '#contract/schemas/auth.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  adminId = (
    await createUser(ctx.database, { email: 'boss@weltaare.test', password: 'boss long password', role: 'admin' })
  ).id;
  adminToken = await loginAs(ctx.app, 'boss@weltaare.test', 'boss long password');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('admin users', () => {
  it('creates a staff account that can log in; a second account with the same email (any case) is a 409', async () => {
    const created = await call('POST', '/api/admin/users', {
      email: 'mariama@weltaare.test',
      name: 'Mariama Soumah',
      role: 'editor',
      password: 'mariama long password',
    });
    expect(created.statusCode).toBe(201);
    expect(body<AdminUser>(created).data).toMatchObject({
      email: 'mariama@weltaare.test',
      role: 'editor',
      active: true,
    });
    expect(created.body).not.toContain('password');
    await loginAs(ctx.app, 'mariama@weltaare.test', 'mariama long password');

    const duplicate = await call('POST', '/api/admin/users', {
      email: 'MARIAMA@weltaare.test',
      name: 'Autre',
      role: 'admin',
      password: 'another long password',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate).message).toBe('Un compte existe déjà avec cet email');
  });

  it('validates the account fields', async () => {
    const response = await call('POST', '/api/admin/users?lang=en', {
      email: 'bad',
      name: '',
      role: 'owner',
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      email: ['Invalid email format'],
      name: ['Name is required'],
      role: ['Invalid value'],
      password: ['The password must be at least 12 characters long'],
    });
  });

  it('a role change or a deactivation ends the user sessions at once', async () => {
    const user = await createUser(ctx.database, {
      email: 'alpha@weltaare.test',
      password: 'alpha long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'alpha@weltaare.test', 'alpha long password');
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);

    const again = await loginAs(ctx.app, 'alpha@weltaare.test', 'alpha long password');
    expect(body<AdminUser>(await call('PATCH', `/api/admin/users/${user.id}`, { active: false })).data.active).toBe(
      false,
    );
    expect((await me(again)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'alpha@weltaare.test', password: 'alpha long password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('resets a password: generated and shown once, old sessions ended', async () => {
    const user = await createUser(ctx.database, {
      email: 'sekou@weltaare.test',
      password: 'sekou long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'sekou@weltaare.test', 'sekou long password');
    const reset = await call('POST', `/api/admin/users/${user.id}/reset-password`, {});
    const generated = body<{ generated_password: string }>(reset).data.generated_password;
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect((await me(token)).statusCode).toBe(401);
    await loginAs(ctx.app, 'sekou@weltaare.test', generated);
  });

  it('an admin cannot lock themselves out', async () => {
    const demote = await call('PATCH', `/api/admin/users/${adminId}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/users/${adminId}`, { active: false })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/users/${adminId}`, { name: 'Le patron' })).statusCode).toBe(200);
  });

  it('lists accounts and answers 404 for an unknown one', async () => {
    const list = body<AdminUser[]>(await call('GET', '/api/admin/users'));
    expect(list.data.map((user) => user.email)).toContain('boss@weltaare.test');
    expect((await call('GET', '/api/admin/users/99999')).statusCode).toBe(404);
  });
});
