import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

let ctx: TestContext;
const owner = { email: 'fatou@weltaare.test', password: 'the right password' };
const colleague = { email: 'ibrahima@weltaare.test', password: 'another right password' };
const target = { email: 'mariama@weltaare.test', password: 'mariama right password' };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  for (const user of [owner, colleague, target]) await createUser(ctx.database, { ...user, role: 'editor' });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip: string, url = '/api/auth/login') =>
  ctx.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

describe('failed login throttling (ADR 0008)', () => {
  it('locks one address out of one account after 5 failures, whatever the letter case, slash or query', async () => {
    const ip = '10.1.0.1';
    const variants = [
      ['fatou@weltaare.test', '/api/auth/login'],
      ['FATOU@weltaare.test', '/api/auth/login/'],
      ['Fatou@Weltaare.Test', '/api/auth/login?x=1'],
      [' fatou@weltaare.test ', '/api/auth/login?lang=en'],
      ['fatou@WELTAARE.test', '/api/auth/login'],
    ] as const;
    for (const [email, url] of variants) expect((await login(email, 'wrong password', ip, url)).statusCode).toBe(401);

    const blocked = await login(owner.email, owner.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(body(blocked).success).toBe(false);
  });

  it("does not let a stranger's failures lock the owner out from another address", async () => {
    for (let i = 0; i < 12; i += 1) await login(colleague.email, 'guessing', '10.9.9.9');
    expect((await login(colleague.email, 'guessing', '10.9.9.9')).statusCode).toBe(429);
    expect((await login(colleague.email, colleague.password, '10.4.0.7')).statusCode).toBe(200);
  });

  it('checks at most 5 of 30 simultaneous wrong passwords for one account from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(target.email, 'parallel guess', '10.5.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.maxFailuresPerEmailAndAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOGIN_THROTTLE.maxFailuresPerEmailAndAddress);
  });

  it('answers 429 after 20 failures from one address, even spread over many emails', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i += 1) {
      expect((await login(`nobody${i}@weltaare.test`, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await login(colleague.email, colleague.password, ip)).statusCode).toBe(429);
    expect((await login(colleague.email, colleague.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 429 for one account once many addresses together reach the per-account limit', async () => {
    const email = 'distributed@weltaare.test';
    const perAddress = LOGIN_THROTTLE.maxFailuresPerEmailAndAddress;
    for (let address = 0; address * perAddress < LOGIN_THROTTLE.maxFailuresPerEmail; address += 1) {
      for (let i = 0; i < perAddress; i += 1) {
        expect((await login(email, 'botnet guess', `10.6.${address}.1`)).statusCode).toBe(401);
      }
    }
    expect((await login(email, 'botnet guess', '10.7.0.1')).statusCode).toBe(429);
  });

  it("forgets an address's failures for an account once its owner signs in from it", async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 4; i += 1) await login(owner.email, 'wrong password', ip.replace('.1', '.2'));
    for (let i = 0; i < 4; i += 1) await login(colleague.email, 'wrong password', ip);
    expect((await login(colleague.email, colleague.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(colleague.email, 'wrong password', ip)).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/password throttling', () => {
  it('stops checking the current password after 5 wrong ones, the right one included', async () => {
    const user = { email: 'pwd-change@weltaare.test', password: 'change right password' };
    await createUser(ctx.database, { ...user, role: 'editor' });
    const token = await loginAs(ctx.app, user.email, user.password);
    const change = (current: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { current_password: current, new_password: 'a brand new long password' },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.8.0.1',
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`wrong ${i}`)).statusCode).toBe(422);
    const blocked = await change(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
