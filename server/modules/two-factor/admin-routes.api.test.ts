import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';
import {
  challengeOf,
  codeOf,
  enableTwoFactor,
  newStaff,
  postLogin,
  postVerify,
} from '../../test-support/two-factor.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('requiring two-factor login of every staff account (GET and PUT /api/admin/two-factor)', () => {
  it('is for admins only, and off at first', async () => {
    const editor = await newStaff(ctx, 'editor');
    expect((await editor.call('GET', '/api/admin/two-factor')).statusCode).toBe(403);
    expect((await editor.call('PUT', '/api/admin/two-factor', { required: true })).statusCode).toBe(403);
    const admin = await newStaff(ctx, 'admin');
    const policy = await admin.call('GET', '/api/admin/two-factor');
    expect(body(policy).data).toEqual({ required: false, staff_without_two_factor: 2 });
    expect((await admin.call('PUT', '/api/admin/two-factor', { required: 'yes' })).statusCode).toBe(422);
  });

  it('is turned on only by an admin who uses it, audited; then leads everyone else to set it up first', async () => {
    const admin = await newStaff(ctx, 'admin');
    const refused = await admin.call('PUT', '/api/admin/two-factor', { required: true });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Activez d’abord la double authentification sur votre propre compte');
    const { secret } = await enableTwoFactor(admin);

    const on = await admin.call('PUT', '/api/admin/two-factor', { required: true });
    expect(on.statusCode).toBe(200);
    expect(body<{ required: boolean }>(on).data.required).toBe(true);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'));
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      userId: admin.id,
      details: { two_factor_required: true },
    });

    try {
      // A staff member without it: the password still opens a session, which says what to do first.
      const editor = await newStaff(ctx, 'editor');
      const login = body<{ user: { two_factor_setup_required: boolean } }>(
        await postLogin(ctx, editor.email, editor.password),
      );
      expect(login.data.user.two_factor_setup_required).toBe(true);
      const blocked = await editor.call('GET', '/api/admin/services');
      expect(blocked.statusCode).toBe(403);
      expect(body(blocked).message).toBe('Activez la double authentification dans votre profil pour continuer');
      const english = await editor.call('GET', '/api/admin/services?lang=en');
      expect(body(english).message).toBe('Turn on two-factor login in your profile to continue');
      expect(body(await editor.call('GET', '/api/auth/me')).data).toMatchObject({ two_factor_setup_required: true });
      expect(body(await editor.call('GET', '/api/auth/2fa')).data).toMatchObject({ enabled: false, required: true });

      const { secret: editorSecret } = await enableTwoFactor(editor);
      expect((await editor.call('GET', '/api/admin/services')).statusCode).toBe(200);
      expect(body(await editor.call('GET', '/api/auth/me')).data).toMatchObject({ two_factor_setup_required: false });

      // Nobody turns it off for themselves while it is required.
      const disable = await editor.call('POST', '/api/auth/2fa/disable', { code: codeOf(editorSecret, 1) });
      expect(disable.statusCode).toBe(409);
      expect(body(disable).message).toBe(
        'La double authentification est exigée pour tous les comptes : elle ne peut pas être désactivée',
      );
      // The admin who requires it still signs in with a code.
      const challenge = await challengeOf(ctx, admin.email, admin.password);
      expect((await postVerify(ctx, challenge, codeOf(secret, 1))).statusCode).toBe(200);
    } finally {
      const off = await admin.call('PUT', '/api/admin/two-factor', { required: false });
      expect(off.statusCode).toBe(200);
    }
    const editor = await newStaff(ctx, 'editor');
    expect((await editor.call('GET', '/api/admin/services')).statusCode).toBe(200);
  });
});

describe('resetting someone’s two-factor login (POST /api/admin/users/:id/two-factor/reset)', () => {
  it('ends their sessions, is audited, and lets them in with the password alone', async () => {
    const admin = await newStaff(ctx, 'admin');
    const editor = await newStaff(ctx, 'editor');
    const { secret } = await enableTwoFactor(editor);
    const listed = body<{ id: number; two_factor_enabled: boolean }[]>(await admin.call('GET', '/api/admin/users'));
    expect(listed.data.find((user) => user.id === editor.id)?.two_factor_enabled).toBe(true);
    const pending = await challengeOf(ctx, editor.email, editor.password);

    const reset = await admin.call('POST', `/api/admin/users/${editor.id}/two-factor/reset`);
    expect(reset.statusCode).toBe(200);
    expect(body(reset).message).toBe('Double authentification réinitialisée : les sessions de ce compte sont fermées');
    expect((await editor.call('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await postVerify(ctx, pending, codeOf(secret, 1))).statusCode).toBe(401);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'reset-two-factor'));
    expect(entry).toMatchObject({
      entityType: 'user',
      entityId: String(editor.id),
      userId: admin.id,
      details: { email: editor.email },
    });
    expect(body<{ token?: string }>(await postLogin(ctx, editor.email, editor.password)).data.token).toBeTruthy();
    const user = body<{ two_factor_enabled: boolean }>(await admin.call('GET', `/api/admin/users/${editor.id}`));
    expect(user.data.two_factor_enabled).toBe(false);

    expect((await admin.call('POST', `/api/admin/users/${editor.id}/two-factor/reset`)).statusCode).toBe(409);
    expect((await admin.call('POST', '/api/admin/users/999999/two-factor/reset')).statusCode).toBe(404);
    expect((await editor.call('POST', `/api/admin/users/${admin.id}/two-factor/reset`)).statusCode).toBe(401);
  });

  it('is not how an admin turns off their own (that needs a code, in the profile)', async () => {
    const admin = await newStaff(ctx, 'admin');
    await enableTwoFactor(admin);
    const own = await admin.call('POST', `/api/admin/users/${admin.id}/two-factor/reset`);
    expect(own.statusCode).toBe(409);
    expect(body(own).message).toBe(
      'Pour votre propre compte, désactivez la double authentification depuis votre profil',
    );
  });
});
