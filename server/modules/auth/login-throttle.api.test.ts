import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, createUser, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await createUser(ctx.database, { email: 'fatou@weltaare.test', password: 'the right password', role: 'editor' });
  await createUser(ctx.database, {
    email: 'ibrahima@weltaare.test',
    password: 'another right password',
    role: 'editor',
  });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip: string, url = '/api/auth/login') =>
  ctx.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

describe('failed login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one email, whatever the letter case, slash or query', async () => {
    const variants = [
      ['fatou@weltaare.test', '/api/auth/login'],
      ['FATOU@weltaare.test', '/api/auth/login/'],
      ['Fatou@Weltaare.Test', '/api/auth/login?x=1'],
      [' fatou@weltaare.test ', '/api/auth/login?lang=en'],
      ['fatou@WELTAARE.test', '/api/auth/login'],
    ] as const;
    for (const [index, [email, url]] of variants.entries()) {
      expect((await login(email, 'wrong password', `10.1.0.${index}`, url)).statusCode).toBe(401);
    }
    const blocked = await login('fatou@weltaare.test', 'the right password', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(body(blocked).success).toBe(false);
  });

  it('answers 429 after 20 failures from one address, even spread over many emails', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`nobody${i}@weltaare.test`, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await login('ibrahima@weltaare.test', 'another right password', ip)).statusCode).toBe(429);
    expect((await login('ibrahima@weltaare.test', 'another right password', '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets an email failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await login('ibrahima@weltaare.test', 'wrong password', `10.3.0.${i}`);
    expect((await login('ibrahima@weltaare.test', 'another right password', '10.3.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login('ibrahima@weltaare.test', 'wrong password', `10.3.1.${i}`)).statusCode).toBe(401);
    }
  });
});
