import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { body, createTestApp, TEST_SECRET, type TestContext } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('health and readiness', () => {
  it('GET /api/health says the process is alive', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body<{ status: string }>(response).data.status).toBe('ok');
  });

  it('GET /api/ready says the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(body<{ database: string }>(response).data.database).toBe('ok');
  });

  it('GET /api/ready answers 503 when the database is unreachable', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, publicUrl: 'http://localhost', appSecret: TEST_SECRET });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready?lang=en' });
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({ success: false, message: 'Service unavailable' });
    await app.close();
  });
});
