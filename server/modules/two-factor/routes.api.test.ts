import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactorRecoveryCodes, users } from '../../db/schema.ts';
import { body, createTestApp, loginAs, type TestContext } from '../../test-support/test-app.ts';
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

describe('setting two-factor login up (POST /api/auth/2fa/setup, /enable)', () => {
  it('answers the otpauth URI and a QR code drawn by the server; the secret is stored encrypted', async () => {
    const staff = await newStaff(ctx);
    const response = await staff.call('POST', '/api/auth/2fa/setup');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const setup = body<{ secret: string; otpauth_uri: string; qr_code: string }>(response).data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/Weltaare:${encodeURIComponent(staff.email)}?secret=${setup.secret}&issuer=Weltaare&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<\?xml[^>]*\?><svg /);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.twoFactorSecret).toBeTruthy();
    expect(row?.twoFactorSecret).not.toContain(setup.secret);
    expect(row?.twoFactorEnabledAt).toBeNull();
    // Not on until a first code confirms it: the password alone still signs in.
    expect(body<{ token?: string }>(await postLogin(ctx, staff.email, staff.password)).data.token).toBeTruthy();
    expect(body(await staff.call('GET', '/api/auth/2fa')).data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
  });

  it('turns on with a first code, answers ten recovery codes once and keeps only their hashes', async () => {
    const staff = await newStaff(ctx);
    const other = await loginAs(ctx.app, staff.email, staff.password);
    const setup = body<{ secret: string }>(await staff.call('POST', '/api/auth/2fa/setup')).data;

    const wrong = await staff.call('POST', '/api/auth/2fa/enable', { code: codeOf(setup.secret, 3) });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors).toEqual({ code: ['Code incorrect ou expiré : entrez le code affiché maintenant'] });

    const right = await staff.call('POST', '/api/auth/2fa/enable', { code: codeOf(setup.secret) });
    expect(right.statusCode).toBe(200);
    expect(body(right).message).toBe('Double authentification activée');
    const codes = body<{ recovery_codes: string[] }>(right).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const stored = await ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));

    const status = body<{ enabled: boolean; recovery_codes_left: number }>(await staff.call('GET', '/api/auth/2fa'));
    expect(status.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // A session opened with the password alone ends; this one stays.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(me.statusCode).toBe(401);
    expect(body(await staff.call('GET', '/api/auth/me')).data).toMatchObject({
      email: staff.email,
      two_factor_enabled: true,
      two_factor_setup_required: false,
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'enable-two-factor'));
    expect(entry).toMatchObject({ entityType: 'user', entityId: String(staff.id), userId: staff.id });

    expect((await staff.call('POST', '/api/auth/2fa/setup')).statusCode).toBe(409);
    expect((await staff.call('POST', '/api/auth/2fa/enable', { code: codeOf(setup.secret, 1) })).statusCode).toBe(409);
  });

  it('refuses to enable before a setup, and without a session', async () => {
    const staff = await newStaff(ctx);
    const early = await staff.call('POST', '/api/auth/2fa/enable', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe('Commencez par scanner un nouveau QR code');
    for (const url of ['/api/auth/2fa/setup', '/api/auth/2fa/enable', '/api/auth/2fa/disable']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: { code: '123456' } });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/2fa' })).statusCode).toBe(401);
  });
});

describe('the login with two-factor (POST /api/auth/login, then /api/auth/2fa/verify)', () => {
  it('answers a challenge and no token, then a session for the next code; a code works once', async () => {
    const staff = await newStaff(ctx);
    const { secret, enablingCode } = await enableTwoFactor(staff);
    const first = await postLogin(ctx, staff.email, staff.password);
    expect(first.statusCode).toBe(200);
    const answer = body<Record<string, unknown>>(first).data;
    expect(answer).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(answer)).not.toMatch(/token/);
    const expiresIn = Date.parse(String(answer.expires_at)) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    // The code used to enable it was spent then (the same code: the clock may have moved to the next step since).
    const spent = await postVerify(ctx, String(answer.challenge), enablingCode);
    expect(spent.statusCode).toBe(401);
    expect(body(spent).message).toBe('Code incorrect ou déjà utilisé');

    const next = codeOf(secret, 1);
    const signedIn = await postVerify(ctx, String(answer.challenge), next);
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = body<{ token: string; user: { email: string; two_factor_enabled: boolean } }>(
      signedIn,
    ).data;
    expect(user).toMatchObject({ email: staff.email, two_factor_enabled: true });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body(me).data).toMatchObject({ email: staff.email });

    const again = await postVerify(ctx, await challengeOf(ctx, staff.email, staff.password), next);
    expect(again.statusCode).toBe(401);
  });

  it('takes a recovery code once, whatever its case, spaces or hyphen', async () => {
    const staff = await newStaff(ctx);
    const { recoveryCodes } = await enableTwoFactor(staff);
    const [code = ''] = recoveryCodes;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const used = await postVerify(ctx, await challengeOf(ctx, staff.email, staff.password), typed);
    expect(used.statusCode).toBe(200);
    const token = body<{ token: string }>(used).data.token;
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/2fa',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body(status).data).toMatchObject({ enabled: true, recovery_codes_left: 9 });

    const reused = await postVerify(ctx, await challengeOf(ctx, staff.email, staff.password), code);
    expect(reused.statusCode).toBe(401);
    expect(body(reused).message).toBe('Code incorrect ou déjà utilisé');
    const another = await postVerify(ctx, await challengeOf(ctx, staff.email, staff.password), recoveryCodes[1] ?? '');
    expect(another.statusCode).toBe(200);
  });

  it('refuses a forged, altered or foreign challenge, and one voided by a new password', async () => {
    const staff = await newStaff(ctx);
    const { secret } = await enableTwoFactor(staff);
    const other = await newStaff(ctx);
    await enableTwoFactor(other);
    const challenge = await challengeOf(ctx, staff.email, staff.password);
    const [id, expires, signature] = challenge.split('.') as [string, string, string];
    const forged = [
      'nonsense',
      `${other.id}.${expires}.${signature}`,
      `${id}.${Number(expires) + 60_000}.${signature}`,
      // Its first character changed: the last ones may already be what a change would write (one run in a thousand).
      `${id}.${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `99999999999.${expires}.${signature}`,
    ];
    for (const attempt of forged) {
      const response = await postVerify(ctx, attempt, codeOf(secret, 1));
      expect(response.statusCode, attempt).toBe(401);
      expect(body(response).message).toBe('Cette connexion a expiré : entrez de nouveau votre mot de passe');
    }
    const changed = await staff.call('PUT', '/api/auth/password', {
      current_password: staff.password,
      new_password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await postVerify(ctx, challenge, codeOf(secret, 1))).statusCode).toBe(401);
  });

  it('throttles the second step like the first; the password again buys no more guesses', async () => {
    const staff = await newStaff(ctx);
    const { secret } = await enableTwoFactor(staff);
    const address = '10.13.0.4';
    const challenge = await challengeOf(ctx, staff.email, staff.password, address);
    const wrong = codeOf(secret, 5);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postVerify(ctx, challenge, wrong, address)).statusCode).toBe(401);
    }
    const locked = await postVerify(ctx, challenge, codeOf(secret, 1), address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postLogin(ctx, staff.email, staff.password, address)).statusCode).toBe(429);
    // Another address (the owner elsewhere) is not locked out by these failures.
    const elsewhere = await challengeOf(ctx, staff.email, staff.password, '10.13.0.5');
    expect((await postVerify(ctx, elsewhere, codeOf(secret, 1), '10.13.0.5')).statusCode).toBe(200);
  });

  it('validates the body of the second step', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ code: ['Entrez le code'] });
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify?lang=en',
      payload: { challenge: 'x', code: '' },
    });
    expect(body(english).errors).toEqual({ code: ['Enter the code'] });
  });
});

describe('turning one’s own two-factor login off (POST /api/auth/2fa/disable)', () => {
  it('needs a current code, then the password alone signs in again', async () => {
    const staff = await newStaff(ctx);
    const { secret } = await enableTwoFactor(staff);
    const wrong = await staff.call('POST', '/api/auth/2fa/disable', { code: codeOf(secret, 4) });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors).toHaveProperty('code');
    expect((await staff.call('POST', '/api/auth/2fa/disable', {})).statusCode).toBe(422);
    const right = await staff.call('POST', '/api/auth/2fa/disable', { code: codeOf(secret, 1) });
    expect(right.statusCode).toBe(200);
    expect(body(right).message).toBe('Double authentification désactivée');
    expect(body<{ token?: string }>(await postLogin(ctx, staff.email, staff.password)).data.token).toBeTruthy();
    const rows = await ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, staff.id));
    expect(rows).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
    expect((await staff.call('POST', '/api/auth/2fa/disable', { code: '123456' })).statusCode).toBe(409);
  });
});
