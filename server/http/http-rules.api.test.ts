import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('request rules shared by every endpoint', () => {
  it('answers 415 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Mamadou',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ success: false, message: 'Le corps de la requête doit être du JSON' });
  });

  it('answers 413 above the 100 KB body limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(110 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ success: false, message: 'Request body too large' });
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Mamadou",',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message: 'JSON invalide' });
  });

  it('answers 422 with every field when a JSON body is not an object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).success).toBe(false);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Route introuvable' });
  });

  it('treats a trailing slash like the bare path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/active/' });
    expect(response.statusCode).toBe(200);
  });

  it('sends an ETag on public reads and a 304 when it still matches', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/services/featured' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/services/featured',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('sets protective headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
