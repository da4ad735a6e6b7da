import type { LightMyRequestResponse } from 'fastify';
import { type App, type AppDependencies, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedDemoContent } from '../db/seed/seed-demo-content.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/auth/users-repository.ts';
import { ensureSitePages } from '../modules/pages/site-pages.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-for-signing-links';

export interface TestAppOptions {
  seed?: boolean;
  formRateLimit?: number;
  /** The pages too (openVitePages()), for the tests that read pages; most API tests go without them. */
  pages?: AppDependencies['pages'];
  linkPreviewsDir?: string;
  uploadsDir?: string;
  /** Where CVs are kept on the disk; a shared temporary directory when omitted. */
  privateFilesDir?: string;
  /** Uploads in this bucket (startS3Server()) instead of on the disk. */
  bucket?: AppDependencies['bucket'];
  /** What all CVs may take together: a few kilobytes tests the 507 without writing gigabytes. */
  cvStorageLimitBytes?: number;
  /** A database opened by the caller, who closes it (a second instance on the same database); not seeded. */
  database?: Database;
  newsletterBatch?: AppDependencies['newsletterBatch'];
  /** The site's own backups: their folder, nightly time, retention and clock. */
  backups?: AppDependencies['backups'];
  /** Mail leaves through this server (a TestSmtpServer's `smtp://127.0.0.1:{port}`) instead of staying queued. */
  smtpUrl?: string;
  /** The proxies whose X-Forwarded-For is believed (config TRUST_PROXY), for the tests behind nginx. */
  trustProxy?: AppDependencies['trustProxy'];
  /** What the dashboard warns the operator about (configurationWarnings(loadConfig(...))). */
  configurationWarnings?: AppDependencies['configurationWarnings'];
  /** When the day's follow-up reminders go (config FOLLOW_UP_REMINDERS_AT); never when omitted. */
  followUpRemindersAt?: AppDependencies['followUpRemindersAt'];
}

/** The real app on a fresh database filled with the demo content. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  if (!options.database) await ensureSitePages(database.db);
  if (!options.database && options.seed !== false) await seedDemoContent(database.db);
  const app = await buildApp({
    database,
    publicUrl: 'http://localhost:3000',
    appSecret: TEST_SECRET,
    formRateLimit: options.formRateLimit,
    pages: options.pages,
    linkPreviewsDir: options.linkPreviewsDir,
    uploadsDir: options.uploadsDir,
    privateFilesDir: options.privateFilesDir,
    bucket: options.bucket,
    cvStorageLimitBytes: options.cvStorageLimitBytes,
    newsletterBatch: options.newsletterBatch,
    backups: options.backups,
    smtpUrl: options.smtpUrl,
    trustProxy: options.trustProxy,
    configurationWarnings: options.configurationWarnings,
    followUpRemindersAt: options.followUpRemindersAt,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Another instance of the site on the same database, as behind a load balancer. */
export async function openAnotherInstance(database: Database, pages: AppDependencies['pages']): Promise<App> {
  const app = await buildApp({ database, publicUrl: 'http://localhost:3000', appSecret: TEST_SECRET, pages });
  await app.ready();
  return app;
}

export async function createUser(
  database: Database,
  values: { email: string; password: string; role: 'admin' | 'editor'; active?: boolean },
) {
  const user = await createUsersRepository(database.db).create({
    email: values.email,
    name: values.email.split('@')[0] ?? 'user',
    passwordHash: await hashPassword(values.password),
    role: values.role,
  });
  return user;
}

export async function loginAs(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export interface EnvelopeBody<T = unknown> {
  success: boolean;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
  meta?: { page: number; per_page: number; total: number; total_pages: number };
}

export function body<T = unknown>(response: LightMyRequestResponse): EnvelopeBody<T> {
  return response.json() as EnvelopeBody<T>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SignedInStaff {
  user: { id: number; email: string };
  token: string;
  /** An admin-API call carrying this staff member's bearer token (and any other header given, e.g. If-Match). */
  call(
    method: HttpMethod,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Creates a staff account of the role on the test app and signs it in (named after its address: `aminata@…` is aminata). */
export async function signInStaff(
  ctx: TestContext,
  role: 'admin' | 'editor',
  email = `${role}@weltaare.test`,
): Promise<SignedInStaff> {
  const password = `${email.split('@')[0]} long password`;
  const user = await createUser(ctx.database, { email, password, role });
  const token = await loginAs(ctx.app, email, password);
  return {
    user,
    token,
    call: (method, url, payload, headers = {}) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } }),
  };
}
