import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app.ts';
import { openVitePages } from './vite-pages.ts';

/**
 * For a test file that reads pages: an app serving the real pages (compiled by Vite), opened before
 * the file's tests and closed after them. `warmPath` is rendered once first, so Vite's compilation is
 * not counted in a test's time (it took 40 s on a slow machine). Call it at the top of the file; the
 * getter gives the open app.
 */
export function serveRealPages(warmPath: string, options: Omit<TestAppOptions, 'pages'> = {}): () => TestContext {
  let ctx: TestContext | undefined;
  let closeVite = async () => {};
  beforeAll(async () => {
    const vite = await openVitePages();
    closeVite = vite.close;
    ctx = await createTestApp({ ...options, pages: vite.pages });
    await ctx.app.inject({ method: 'GET', url: warmPath });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await closeVite();
  });
  return () => ctx!;
}
