import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import type { AdminUser } from '#contract/schemas/auth.ts';
import type { RevisionSummary } from '#contract/schemas/revisions.ts';
import { auditLog, users } from '../../db/schema.ts';
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const as = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const auditOf = async (query: string) =>
  body<AdminAuditEntry[]>(await call('GET', `/api/admin/audit-log${query}`)).data;

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

  it('finds accounts by a part of their name or email, in any case, and counts only those', async () => {
    const emails = (found: ReturnType<typeof body<AdminUser[]>>) => found.data.map((user) => user.email);
    const byEmail = body<AdminUser[]>(await call('GET', '/api/admin/users?search=BOSS@'));
    expect(emails(byEmail)).toEqual(['boss@weltaare.test']);
    expect(byEmail.meta?.total).toBe(1);
    const everyone = body<AdminUser[]>(await call('GET', '/api/admin/users')).data;
    const someone = everyone.find((user) => user.email !== 'boss@weltaare.test')!;
    const byName = body<AdminUser[]>(
      await call('GET', `/api/admin/users?search=${encodeURIComponent(someone.name.slice(1).toLowerCase())}`),
    );
    expect(emails(byName)).toContain(someone.email);
    // The pattern's own characters are letters like the others.
    expect(body<AdminUser[]>(await call('GET', '/api/admin/users?search=%25_')).data).toEqual([]);
  });
});

const CLIENT = { sector: { fr: 'Banque', en: 'Banking' }, sort_order: 30 };

describe('renaming and deleting accounts', () => {
  it('renames an account: the audit entry keeps the former name, the person’s entries show the new one', async () => {
    const user = await createUser(ctx.database, {
      email: 'mamadou@weltaare.test',
      password: 'mamadou long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'mamadou@weltaare.test', 'mamadou long password');
    expect((await as(token, 'POST', '/api/admin/clients', { ...CLIENT, name: 'Orange Guinée' })).statusCode).toBe(201);

    const renamed = await call('PATCH', `/api/admin/users/${user.id}`, { name: '  Mamadou Diallo ' });
    expect(renamed.statusCode).toBe(200);
    expect(body<AdminUser>(renamed).data).toMatchObject({ name: 'Mamadou Diallo', role: 'editor', active: true });
    // A new name ends no session.
    expect((await me(token)).statusCode).toBe(200);

    const [audited] = await auditOf(`?entity_type=user&action=update`);
    expect(audited).toMatchObject({
      entity_id: String(user.id),
      details: { name: 'Mamadou Diallo', previous_name: 'mamadou' },
    });
    const [created] = await auditOf('?entity_type=client&search=Diallo');
    expect(created?.user).toEqual({ id: user.id, email: 'mamadou@weltaare.test', name: 'Mamadou Diallo' });

    const blank = await call('PATCH', `/api/admin/users/${user.id}?lang=en`, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(body(blank).errors).toEqual({ name: ['Name is required'] });
  });

  it('deletes an account: its sessions end, and its audit entries and revisions keep its last name', async () => {
    const user = await createUser(ctx.database, {
      email: 'kadiatou@weltaare.test',
      password: 'kadiatou long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'kadiatou@weltaare.test', 'kadiatou long password');
    const client = await as(token, 'POST', '/api/admin/clients', { ...CLIENT, name: 'Banque Kaloum' });
    const clientId = body<{ id: number }>(client).data.id;
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { name: 'Kadiatou Barry' })).statusCode).toBe(200);
    expect((await as(token, 'PATCH', `/api/admin/clients/${clientId}`, { name: 'Banque de Kaloum' })).statusCode).toBe(
      200,
    );

    const deleted = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toMatchObject({ success: true, message: 'Élément supprimé', data: { id: user.id } });

    // Signed out everywhere, and the account is gone.
    expect((await me(token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kadiatou@weltaare.test', password: 'kadiatou long password' },
    });
    expect(login.statusCode).toBe(401);
    expect((await call('GET', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);

    // Her work still says who did it, under the name she had last; a search by that name finds it.
    const hers = await auditOf(`?entity_type=client&search=${encodeURIComponent('Kadiatou Barry')}`);
    expect(hers.map((entry) => [entry.action, entry.entity_id])).toEqual([
      ['update', String(clientId)],
      ['create', String(clientId)],
    ]);
    for (const entry of hers) expect(entry.user).toEqual({ id: null, email: null, name: 'Kadiatou Barry' });
    const history = body<RevisionSummary[]>(await call('GET', `/api/admin/clients/${clientId}/revisions`)).data;
    expect(history.map((revision) => revision.author)).toEqual([
      { id: null, name: 'Kadiatou Barry' },
      { id: null, name: 'Kadiatou Barry' },
    ]);

    const [removal] = await auditOf('?entity_type=user&action=delete');
    expect(removal).toMatchObject({
      entity_id: String(user.id),
      user: { id: adminId, email: 'boss@weltaare.test' },
      details: { email: 'kadiatou@weltaare.test', name: 'Kadiatou Barry', role: 'editor' },
    });
  });

  it('an admin cannot delete their own account, in the visitor’s language', async () => {
    const french = await call('DELETE', `/api/admin/users/${adminId}`);
    expect(french.statusCode).toBe(409);
    expect(body(french)).toMatchObject({ success: false, message: 'Vous ne pouvez pas supprimer votre propre compte' });
    const english = await call('DELETE', `/api/admin/users/${adminId}?lang=en`);
    expect(body(english).message).toBe('You cannot delete your own account');
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('an editor cannot delete or rename accounts', async () => {
    const editor = await createUser(ctx.database, {
      email: 'editrice@weltaare.test',
      password: 'editrice long password',
      role: 'editor',
    });
    const token = await loginAs(ctx.app, 'editrice@weltaare.test', 'editrice long password');
    expect((await as(token, 'DELETE', `/api/admin/users/${adminId}`)).statusCode).toBe(403);
    expect((await as(token, 'PATCH', `/api/admin/users/${editor.id}`, { name: 'Autre nom' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${editor.id}` })).statusCode).toBe(401);
  });
});

describe('the last active admin', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestApp({ seed: false });
  });
  afterAll(() => own.close());

  it('cannot be deleted or demoted, even when two admins remove each other at the same moment', async () => {
    const first = await createUser(own.database, {
      email: 'a@weltaare.test',
      password: 'first long password',
      role: 'admin',
    });
    const second = await createUser(own.database, {
      email: 'b@weltaare.test',
      password: 'second long password',
      role: 'admin',
    });
    const firstToken = await loginAs(own.app, 'a@weltaare.test', 'first long password');
    const secondToken = await loginAs(own.app, 'b@weltaare.test', 'second long password');
    const remove = (token: string, id: number) =>
      own.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });

    const answers = await Promise.all([remove(firstToken, second.id), remove(secondToken, first.id)]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    // The one who lost is refused: as the last admin's remover, or as a signed-out account.
    expect([409, 401]).toContain(refused?.statusCode);
    expect(body(refused!).message).toBe(
      refused?.statusCode === 409
        ? 'C’est le dernier administrateur actif : nommez-en un autre d’abord'
        : 'Authentification requise',
    );
    const admins = await own.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.active, true)));
    expect(admins).toHaveLength(1);
    const deletions = await own.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.action, 'delete')));
    expect(deletions).toHaveLength(1);
  });
});
