import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contactMessages, loginFailures } from '../db/schema.ts';
import { LOGIN_THROTTLE } from '../modules/auth/login-throttle.ts';
import { type Nginx, startNginx } from '../test-support/nginx.ts';
import { rawRequest } from '../test-support/raw-request.ts';
import { createTestApp, createUser, type TestContext } from '../test-support/test-app.ts';

/**
 * The documented deployment: nginx in front, appending the address it saw to X-Forwarded-For
 * ($proxy_add_x_forwarded_for). A visitor who writes X-Forwarded-For themselves gains nothing: the
 * address every limit counts, and the one recorded, is the one nginx saw. Visitors leave from
 * addresses of 127.0.0.0/8 other than nginx's own 127.0.0.1, so the proxy's address and the visitor's
 * cannot be mistaken for each other.
 */
const FORM_LIMIT = 3;
const staff = { email: 'aminata@weltaare.test', password: 'aminata long password' };

/** An address no visitor could prove wrong, different at every request. */
const forgedAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** One seeded database for both settings: each visitor leaves from addresses of their own. */
let shared: TestContext;
beforeAll(async () => {
  shared = await createTestApp();
  await createUser(shared.database, { ...staff, role: 'editor' });
});
afterAll(() => shared?.close());

describe.each([
  { setting: '1', visitor: '127.0.0.2', owner: '127.0.0.3' },
  { setting: '127.0.0.1', visitor: '127.0.0.4', owner: '127.0.0.5' },
])('behind nginx with TRUST_PROXY=$setting', ({ setting, visitor, owner }) => {
  let ctx: TestContext;
  let nginx: Nginx;
  let nginxPort: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      database: shared.database,
      formRateLimit: FORM_LIMIT,
      trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy,
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx([Number(new URL(address).port)]);
    nginxPort = Number(new URL(nginx.baseUrl).port);
  });
  afterAll(async () => {
    await nginx?.stop();
    await ctx?.close();
  });

  const post = (path: string, from: string, payload: object) =>
    rawRequest(nginxPort, path, {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress() },
      body: JSON.stringify(payload),
    });

  it('counts the contact form per real address and records it, whatever X-Forwarded-For the visitor writes', async () => {
    const subject = `Devis depuis ${visitor}`;
    const message = { name: 'Awa Camara', email: 'awa@example.com', subject, message: 'Bonjour' };
    for (let sent = 0; sent < FORM_LIMIT; sent += 1) {
      expect((await post('/api/contact', visitor, message)).status).toBe(201);
    }
    const refused = await post('/api/contact', visitor, message);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const recorded = await ctx.database.db
      .select({ ip: contactMessages.ip })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(recorded.map((row) => row.ip)).toEqual(Array.from({ length: FORM_LIMIT }, () => visitor));
  });

  it("locks out only the guesser's real address, never the owner signing in from theirs", async () => {
    const guess = { email: staff.email, password: 'a wrong password' };
    for (let failed = 0; failed < LOGIN_THROTTLE.maxFailuresPerEmailAndAddress; failed += 1) {
      expect((await post('/api/auth/login', visitor, guess)).status).toBe(401);
    }
    expect((await post('/api/auth/login', visitor, guess)).status).toBe(429);
    const failures = await ctx.database.db
      .select({ ip: loginFailures.ip })
      .from(loginFailures)
      .where(eq(loginFailures.email, staff.email));
    // Only the visitors' real addresses, never a forged one (the other setting's visitor left some too).
    expect(failures.every((row) => /^127\.0\.0\.\d$/.test(row.ip))).toBe(true);
    expect(failures.filter((row) => row.ip === visitor)).toHaveLength(LOGIN_THROTTLE.maxFailuresPerEmailAndAddress);

    expect((await post('/api/auth/login', owner, staff)).status).toBe(200);
  });
});
