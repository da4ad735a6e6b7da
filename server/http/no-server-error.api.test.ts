import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileApiRequest,
  hostileRequestTo,
  PAGE_ROUTES,
  toHostileRequest,
} from '../test-support/hostile-requests.ts';
import { createTestApp, signInStaff, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp({ formRateLimit: 100_000 });
  adminToken = (await signInStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

describe('no answer 5xx, whatever a client sends', () => {
  it('answers every fuzzed request of the public and admin API with a status below 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostileApiRequest, async (drawn) => {
        const request = toHostileRequest(drawn, adminToken);
        const response = await ctx.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: request.address,
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        const sent = `${request.method} ${request.url} ${request.body ?? ''}`;
        expect(response.statusCode, `${sent}\n${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 600 },
    );
  });

  it('answers every fuzzed request of the pages and their forms with a status below 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequestTo(PAGE_ROUTES), async (drawn) => {
        const request = toHostileRequest(drawn, adminToken);
        const response = await ctx.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: request.address,
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        const sent = `${request.method} ${request.url} ${request.body ?? ''}`;
        expect(response.statusCode, `${sent}\n${response.body.slice(0, 500)}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
