import { API_TIMEOUT_MS } from '#contract/constants.ts';
import type { Envelope, PageMeta } from '#contract/schemas/envelope.ts';
import { API_REQUEST_FAILED, ApiError, UNKNOWN_ERROR } from './api-error.ts';
import { clearAuthToken, readAuthToken } from './auth-token.ts';

export const API_BASE_PATH = '/api';
export const ADMIN_LOGIN_PATH = '/admin/login';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** The version of the item the write was made from (ADR 0038): a newer one stored answers 409. */
  ifMatch?: number;
}

export interface Paginated<T> {
  items: T;
  meta: PageMeta;
}

function urlOf(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** Spec section 8: what each failing status does besides throwing. */
function reportFailure(status: number, body: unknown, message: string) {
  if (status === 401) {
    clearAuthToken();
    if (window.location.pathname !== ADMIN_LOGIN_PATH) window.location.assign(ADMIN_LOGIN_PATH);
    return;
  }
  if (status === 403) console.warn(message);
  else if (status === 422) console.warn('Validation error', body);
  else if (status >= 500) console.error(message);
}

/**
 * The language the screen is shown in (the page's `lang`, set by the language switch): the API
 * answers its messages in it, whatever the browser's own languages are.
 */
export function screenLanguage(): string {
  return typeof document === 'undefined' ? 'fr' : document.documentElement.lang || 'fr';
}

/** One call with the JSON headers, the bearer token and the 30 s time-out; network failures throw ApiError. */
async function fetchApi(path: string, options: RequestOptions, accept = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': screenLanguage() };
  // A file goes as it is (a content export to import); anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  try {
    return await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, null);
  }
}

function failure(response: Response, body: (Envelope<unknown> & { meta?: PageMeta }) | null): ApiError {
  const message = body?.message || API_REQUEST_FAILED;
  reportFailure(response.status, body, message);
  const errors = body && body.success === false ? body.errors : undefined;
  const data = body && body.success === false ? body.data : undefined;
  return new ApiError(message, response.status, errors, data);
}

async function send<T>(path: string, options: RequestOptions): Promise<{ data: T; meta?: PageMeta }> {
  const response = await fetchApi(path, options);
  const body = (await response.json().catch(() => null)) as (Envelope<T> & { meta?: PageMeta }) | null;
  if (!response.ok || !body || body.success !== true) throw failure(response, body);
  return { data: body.data, meta: body.meta };
}

/** A file the API sends as is (e.g. a CSV export), under the same headers, time-out and failure rules. */
export async function apiDownload(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const response = await fetchApi(path, options, '*/*');
  if (!response.ok) throw failure(response, (await response.json().catch(() => null)) as Envelope<unknown> | null);
  return response.blob();
}

/** JSON in, the envelope's `data` out; failures throw ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** Like apiRequest, keeping the pagination `meta` of a list. */
export async function apiRequestPage<T>(path: string, options: RequestOptions = {}): Promise<Paginated<T>> {
  const { data, meta } = await send<T>(path, options);
  if (!meta) throw new ApiError(API_REQUEST_FAILED, null);
  return { items: data, meta };
}
