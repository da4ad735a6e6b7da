import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.ts';
import type * as DocumentRendererModule from './document-renderer.ts';
import type { TestContext } from '../test-support/test-app.ts';
import type { VitePages } from '../test-support/vite-pages.ts';

/** The pages the document renderer drew itself (it answers null for what it leaves to React Router). */
const drawn: string[] = [];
vi.mock('./document-renderer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof DocumentRendererModule>();
  return {
    ...real,
    createDocumentRenderer: (build: Parameters<typeof real.createDocumentRenderer>[0]) => {
      const render = real.createDocumentRenderer(build);
      return async (...args: Parameters<ReturnType<typeof real.createDocumentRenderer>>) => {
        const response = await render(...args);
        if (response) drawn.push(new URL(args[0].url).pathname + new URL(args[0].url).search);
        return response;
      };
    },
  };
});

let vite: VitePages;
/** Keeps pages in memory: an anonymous GET is rendered by the document renderer (ADR 0033). */
let ctx: TestContext;
/** The same site on the same database, rendering every page with React Router's own handler. */
let withRouterHandler: App;

beforeAll(async () => {
  // Test files share one module cache (vitest.config.ts): the app is imported afresh, through the mock.
  vi.resetModules();
  const { createTestApp, openAnotherInstance } = await import('../test-support/test-app.ts');
  const { openVitePages } = await import('../test-support/vite-pages.ts');
  vite = await openVitePages();
  ctx = await createTestApp({ pages: { ...vite.pages, keepInMemory: true } });
  withRouterHandler = await openAnotherInstance(ctx.database, { ...vite.pages, keepInMemory: false });
}, 120_000);
afterAll(async () => {
  await withRouterHandler.close();
  await ctx.close();
  await vite.close();
});

const page = (app: App, url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('public pages rendered without React Router’s request handler', () => {
  it('are the same pages, byte for byte, in both languages, lists, details, forms, and what is not found', async () => {
    const found = [
      '/',
      '/en',
      '/services',
      '/services/web-development',
      '/en/services/mobile-apps',
      '/portfolio?page=1',
      '/en/portfolio/kaloum-express-delivery-app',
      '/blog',
      '/en/blog?tag=no-such-tag',
      '/careers',
      '/en/contact',
      '/help',
    ];
    const notFoundOrMoved = [
      '/page-that-does-not-exist',
      '/en/blog?page=99',
      '/services/no-such-service',
      // The French slug under /en: a redirect to the English one.
      '/en/portfolio/application-kaloum-express',
    ];
    const addresses = [...found, ...notFoundOrMoved];
    for (const address of addresses) {
      const kept = await page(ctx.app, address);
      const rendered = await page(withRouterHandler, address);
      expect(kept.statusCode, address).toBe(rendered.statusCode);
      expect(kept.headers['content-type'], address).toBe(rendered.headers['content-type']);
      expect(kept.body, address).toBe(rendered.body);
      if (kept.statusCode !== 301) expect(kept.body, address).toContain('</html>');
    }
    // Those found were drawn by the document renderer; the rest, by React Router's handler.
    expect(drawn).toEqual(found);
  });

  it('leaves a route that sets its own headers to React Router: the page and its headers are the same', async () => {
    // The newsletter links set their own Cache-Control: a forged link is a page that says so.
    const address = '/newsletter/confirm?email=a%40b.gn&token=forged';
    const kept = await page(ctx.app, address);
    const rendered = await page(withRouterHandler, address);
    expect(kept.statusCode).toBe(rendered.statusCode);
    expect(kept.headers['cache-control']).toBe(rendered.headers['cache-control']);
    expect(kept.headers['cache-control']).toContain('no-store');
    expect(kept.body).toBe(rendered.body);
    expect(drawn).not.toContain(address);
  });
});
