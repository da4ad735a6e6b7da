import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../lib/totp.ts';
import { body, createUser, type HttpMethod, loginAs, type TestContext } from './test-app.ts';

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (within the ±1 step accepted). */
export const codeOf = (secret: string, stepsAhead = 0) => totpCode(secret, new Date(Date.now() + stepsAhead * 30_000));

export interface TwoFactorStaff {
  id: number;
  email: string;
  password: string;
  token: string;
  call(method: HttpMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** A new staff account of its own (a unique email), signed in with its password. */
export async function newStaff(ctx: TestContext, role: 'admin' | 'editor' = 'editor'): Promise<TwoFactorStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@two-factor.test`;
  const password = `${role} password long enough`;
  const user = await createUser(ctx.database, { email, password, role });
  const token = await loginAs(ctx.app, email, password);
  return {
    id: user.id,
    email,
    password,
    token,
    call: (method, url, payload) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } }),
  };
}

/** Sets two-factor login up through the API as a person would: scan, then confirm with the app's current code. */
export async function enableTwoFactor(staff: TwoFactorStaff) {
  const setup = body<{ secret: string }>(await staff.call('POST', '/api/auth/2fa/setup')).data;
  const enablingCode = codeOf(setup.secret);
  const enabled = await staff.call('POST', '/api/auth/2fa/enable', { code: enablingCode });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return {
    secret: setup.secret,
    enablingCode,
    recoveryCodes: body<{ recovery_codes: string[] }>(enabled).data.recovery_codes,
  };
}

/** POST /api/auth/login, from an address of the test's own (the throttle counts per address). */
export const postLogin = (ctx: TestContext, email: string, password: string, address = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address });

export const postVerify = (ctx: TestContext, challenge: string, code: string, address = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge, code }, remoteAddress: address });

/** The challenge of the password step (throws when the login did not ask for a code). */
export async function challengeOf(ctx: TestContext, email: string, password: string, address?: string) {
  const response = await postLogin(ctx, email, password, address);
  const data = body<{ challenge?: string; token?: string }>(response).data;
  if (!data.challenge) throw new Error(`no challenge: ${response.statusCode} ${response.body}`);
  return data.challenge;
}
