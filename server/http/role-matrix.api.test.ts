import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'admin@matrix.test', password: 'matrix admin password', role: 'admin' });
  await createUser(ctx.database, { email: 'editor@matrix.test', password: 'matrix editor password', role: 'editor' });
  tokens.admin = await loginAs(ctx.app, 'admin@matrix.test', 'matrix admin password');
  tokens.editor = await loginAs(ctx.app, 'editor@matrix.test', 'matrix editor password');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Access = 'content' | 'admin-only';

/** Every admin route, read-only calls and harmless writes (an id no row has), with who may call it. */
const ROUTES: [Method, string, Access][] = [
  ['GET', '/api/admin/dashboard', 'content'],
  ['GET', '/api/admin/services', 'content'],
  ['GET', '/api/admin/services/stats', 'content'],
  ['PATCH', '/api/admin/services/999999/activate', 'content'],
  ['DELETE', '/api/admin/services/999999', 'content'],
  ['GET', '/api/admin/projects', 'content'],
  ['GET', '/api/admin/projects/stats', 'content'],
  ['PATCH', '/api/admin/projects/999999/publish', 'content'],
  ['GET', '/api/admin/testimonials', 'content'],
  ['PATCH', '/api/admin/testimonials/999999/approve', 'content'],
  ['GET', '/api/admin/blog', 'content'],
  ['GET', '/api/admin/careers', 'content'],
  ['GET', '/api/admin/solutions', 'content'],
  ['GET', '/api/admin/clients', 'content'],
  ['GET', '/api/admin/team', 'content'],
  ['GET', '/api/admin/blog/999999/revisions', 'content'],
  ['GET', '/api/admin/services/999999/revisions/1', 'content'],
  ['POST', '/api/admin/projects/999999/revisions/1/restore', 'content'],
  ['PUT', '/api/admin/services/999999/edit-mark', 'content'],
  ['DELETE', '/api/admin/blog/999999/edit-mark', 'content'],
  ['GET', '/api/admin/messages', 'content'],
  ['PATCH', '/api/admin/messages/999999/read', 'content'],
  ['PATCH', '/api/admin/messages/999999', 'content'],
  ['POST', '/api/admin/messages/999999/notes', 'content'],
  ['POST', '/api/admin/messages/999999/replies', 'content'],
  ['GET', '/api/admin/messages/999999/history', 'content'],
  ['GET', '/api/admin/messages/assignees', 'content'],
  ['POST', '/api/admin/messages/999999/quotes', 'content'],
  ['GET', '/api/admin/messages/999999/quotes', 'content'],
  ['GET', '/api/admin/quotes/999999', 'content'],
  ['PUT', '/api/admin/quotes/999999', 'content'],
  ['POST', '/api/admin/quotes/999999/revise', 'content'],
  ['GET', '/api/admin/quotes/999999/pdf', 'content'],
  ['POST', '/api/admin/quotes/999999/send', 'content'],
  ['GET', '/api/admin/reply-templates', 'content'],
  ['GET', '/api/admin/job-applications', 'content'],
  ['GET', '/api/admin/job-applications/jobs', 'content'],
  ['GET', '/api/admin/job-applications/999999', 'content'],
  ['PATCH', '/api/admin/job-applications/999999/stage', 'content'],
  ['POST', '/api/admin/job-applications/999999/notes', 'content'],
  ['GET', '/api/admin/job-applications/999999/cv', 'content'],
  ['DELETE', '/api/admin/job-applications/999999', 'content'],
  ['GET', '/api/admin/newsletter', 'content'],
  ['GET', '/api/admin/newsletter/export.csv', 'content'],
  ['GET', '/api/admin/media', 'content'],
  ['GET', '/api/admin/newsletter/issues', 'content'],
  ['GET', '/api/admin/newsletter/issues/999999', 'content'],
  ['POST', '/api/admin/newsletter/issues/999999/pause', 'content'],
  ['GET', '/api/admin/money-transfer', 'content'],
  ['GET', '/api/admin/study-abroad', 'content'],
  ['GET', '/api/admin/users', 'admin-only'],
  ['PATCH', '/api/admin/users/999999', 'admin-only'],
  ['POST', '/api/admin/users/999999/reset-password', 'admin-only'],
  ['GET', '/api/admin/two-factor', 'admin-only'],
  ['POST', '/api/admin/users/999999/two-factor/reset', 'admin-only'],
  ['GET', '/api/admin/settings', 'admin-only'],
  ['PUT', '/api/admin/settings', 'admin-only'],
  ['GET', '/api/admin/audit-log', 'admin-only'],
  ['GET', '/api/admin/mail-outbox', 'admin-only'],
  ['GET', '/api/admin/backups', 'admin-only'],
  ['GET', '/api/admin/retention', 'admin-only'],
  ['GET', '/api/admin/content-transfer/export', 'admin-only'],
  ['POST', '/api/admin/content-transfer/check', 'admin-only'],
  ['POST', '/api/admin/content-transfer/import', 'admin-only'],
];

/** The same path written the ways a caller might try to slip past a check. */
function variants(path: string): string[] {
  return [path, `${path}/`, `${path}?role=admin`, path.replace('/api/admin', '/API/Admin'), path.toUpperCase()];
}

const call = (method: Method, url: string, token?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('who may call which admin route', () => {
  for (const [method, path, access] of ROUTES) {
    it(`${method} ${path}: nobody without a session; editor ${access === 'content' ? 'allowed' : 'refused'}; admin allowed`, async () => {
      for (const url of variants(path)) {
        const anonymous = await call(method, url);
        expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);

        const editor = await call(method, url, tokens.editor);
        if (access === 'admin-only') {
          expect([403, 404], `${method} ${url} editor`).toContain(editor.statusCode);
        } else {
          expect([401, 403], `${method} ${url} editor`).not.toContain(editor.statusCode);
        }

        const admin = await call(method, url, tokens.admin);
        expect([401, 403], `${method} ${url} admin`).not.toContain(admin.statusCode);
      }
      // The exact path reaches the route: editors get 403 on admin-only routes, never a 404 that hides it.
      const exact = await call(method, path, tokens.editor);
      if (access === 'admin-only') expect(exact.statusCode).toBe(403);
      expect(exact.statusCode).toBeLessThan(500);
    });
  }
});
