import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-request.ts';
import { createTestApp, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const JSON_ASKING_FIRST = { 'content-type': 'application/json', expect: '100-continue' };

describe('a client that asks before sending its body', () => {
  it('is refused with the 413 before it sends 20 MB', async () => {
    const answer = await rawRequest(port, '/api/contact?lang=en', {
      method: 'POST',
      headers: JSON_ASKING_FIRST,
      body: Buffer.alloc(20 * 1024 * 1024, ' '),
    });
    expect(answer.status).toBe(413);
    expect(answer.continued).toBe(false);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });

  it('is told to go on when its body fits, and gets the real answer', async () => {
    const answer = await rawRequest(port, '/api/contact?lang=en', {
      method: 'POST',
      headers: JSON_ASKING_FIRST,
      body: JSON.stringify({ name: 'Awa Camara' }),
    });
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).errors).toHaveProperty('email');
  });
});
