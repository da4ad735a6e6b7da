import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, type TestContext } from '../test-support/test-app.ts';
import { OPENAPI_PATH } from './openapi.ts';

interface Operation {
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/**
 * Every route the app has, read from Fastify's own route tree (printRoutes), not from the document:
 * each line is a segment, indented under the one it continues.
 */
function registeredRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const marker = line.indexOf('── ');
    if (marker < 0) continue;
    const depth = Math.round((marker - 1) / 4);
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 3)) ?? [];
    prefixes.length = depth;
    prefixes.push(segment);
    if (!methods) continue;
    const url = prefixes.join('');
    for (const method of methods.split(', ')) routes.push({ method, url });
  }
  return routes;
}

/** Fastify's `/admin/users/:id` is OpenAPI's `/admin/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => ctx?.close());

describe('the API describes itself (OpenAPI 3.1 at /api/openapi.json)', () => {
  it('lists every /api route the server registers, with the method it answers', () => {
    expect(document.openapi).toBe('3.1.0');
    const apiRoutes = registeredRoutes(ctx.app).filter(
      ({ method, url }) =>
        url.startsWith('/api/') &&
        // Fastify answers HEAD for every GET; the catch-all (404 in the envelope) and the document itself are not API.
        method !== 'HEAD' &&
        url !== '/api/*' &&
        url !== OPENAPI_PATH,
    );
    expect(apiRoutes.length).toBeGreaterThan(200);
    const missing = apiRoutes.filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    // Pages, feeds and images are not API.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('gives every route that can fail at least one error answer, and each its envelope', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const withoutErrors = operations.filter(
      ({ path, operation }) =>
        path !== '/api/health' && !Object.keys(operation.responses).some((s) => Number(s) >= 400),
    );
    expect(withoutErrors).toEqual([]);
    const notFound = document.paths['/api/services/{slug}']?.get?.responses['404'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } };
    };
    expect(notFound.content['application/json'].schema.required).toEqual(['success', 'message']);
    expect(Object.keys(notFound.content['application/json'].schema.properties)).toEqual([
      'success',
      'message',
      'errors',
      'data',
    ]);
  });

  it('marks the back office and the signed-in routes as needing the bearer token, with 401 and 403', () => {
    expect(document.components.securitySchemes.bearerSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/admin/')) continue;
      for (const operation of Object.values(methods)) {
        expect(operation.security, path).toEqual([{ bearerSession: [] }]);
        expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ bearerSession: [] }]);
    expect(Object.keys(document.paths['/api/auth/me']?.get?.responses ?? {})).toContain('401');
    expect(document.paths['/api/auth/login']?.post?.security).toBeUndefined();
    expect(Object.keys(document.paths['/api/contact']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['422', '429', '503']),
    );
  });

  it('still answers an error in the envelope the document gives it', async () => {
    const unauthorized = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { 'accept-language': 'en' },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({ success: false, message: expect.any(String) });
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ success: false, errors: { name: [expect.any(String)] } });
  });
});
