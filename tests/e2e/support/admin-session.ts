import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './server-settings.ts';

export interface StaffCredentials {
  email: string;
  password: string;
}

/** POST /api/auth/login; the bearer token of a new session. */
export async function apiLogin(request: APIRequestContext, credentials: StaffCredentials = E2E_ADMIN): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Opens the page's next navigation signed in, as the admin unless other credentials are given.
 * The token is stored once per tab, so a later logout or 401 is not undone by the next navigation.
 */
export async function signIn(page: Page, credentials: StaffCredentials = E2E_ADMIN): Promise<string> {
  const token = await apiLogin(page.request, credentials);
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('auth_token', value);
  }, token);
  // Putting an item online with English missing asks first (translation-status.spec tests it):
  // the other specs, which publish French-only items, confirm it whenever it comes up.
  await page.addLocatorHandler(englishGuard(page), async (dialog) => {
    await dialog.getByRole('button', { name: /^(Mettre en ligne quand même|Put online anyway)$/ }).click();
  });
  return token;
}

/** The question asked before an item goes online without its English. */
export function englishGuard(page: Page) {
  return page.getByRole('alertdialog', {
    name: /^(Mettre en ligne sans l’anglais complet \?|Put online without complete English\?)$/,
  });
}

/** A new staff account of the given role, made by the seeded admin through the API (unique per call). */
export async function createStaff(
  request: APIRequestContext,
  role: 'admin' | 'editor',
): Promise<StaffCredentials & { id: number; name: string }> {
  const adminToken = await apiLogin(request);
  const suffix = randomUUID().slice(0, 8);
  const account = {
    email: `${role}-${suffix}@e2e.weltaare.test`,
    name: `${role === 'editor' ? 'Éditrice' : 'Admin'} ${suffix}`,
    password: `password ${suffix} long enough`,
    role,
  };
  const response = await request.post('/api/admin/users', {
    data: account,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  return { id, email: account.email, password: account.password, name: account.name };
}

/** Calls the admin API with a token the test already holds (one login per test keeps the server responsive). */
export async function apiWithToken<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Calls the admin API as the seeded admin (to prepare or check data around a browser test). */
export async function adminApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  return apiWithToken<T>(request, await apiLogin(request), method, path, data);
}

/** A name no other test (or parallel run of this one) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}
