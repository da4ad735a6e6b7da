import fc from 'fast-check';
import type { HttpMethod } from './test-app.ts';

const CONTENT = ['services', 'projects', 'blog', 'careers', 'solutions', 'clients', 'team', 'testimonials'];
const TRANSITIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'publish', 'unpublish', 'open', 'close'];

/** Every route of the API (printRoutes), with its parameters as `:name`. */
export const API_ROUTES: [HttpMethod, string][] = [
  ['GET', '/api/services'],
  ['GET', '/api/services/active'],
  ['GET', '/api/services/featured'],
  ['GET', '/api/services/:slug'],
  ['GET', '/api/settings'],
  ['GET', '/api/solutions'],
  ['GET', '/api/solutions/:slug'],
  ['GET', '/api/projects'],
  ['GET', '/api/projects/featured'],
  ['GET', '/api/projects/:key'],
  ['GET', '/api/testimonials'],
  ['POST', '/api/testimonials'],
  ['GET', '/api/testimonials/approved'],
  ['GET', '/api/testimonials/featured'],
  ['GET', '/api/testimonials/service/:id'],
  ['GET', '/api/testimonials/project/:id'],
  ['POST', '/api/careers/:slug/applications'],
  ['GET', '/api/team'],
  ['GET', '/api/blog'],
  ['GET', '/api/blog/:slug'],
  ['GET', '/api/careers'],
  ['GET', '/api/careers/:slug'],
  ['GET', '/api/clients'],
  ['POST', '/api/contact'],
  ['POST', '/api/newsletter'],
  ['POST', '/api/newsletter/confirm'],
  ['GET', '/api/newsletter/unsubscribe'],
  ['POST', '/api/whatsapp-clicks'],
  ['POST', '/api/auth/login'],
  ['PUT', '/api/auth/password'],
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/2fa/verify'],
  ['GET', '/api/auth/2fa'],
  ['POST', '/api/auth/2fa/setup'],
  ['POST', '/api/auth/2fa/enable'],
  ['POST', '/api/auth/2fa/disable'],
  ...CONTENT.flatMap((kind): [HttpMethod, string][] => [
    ['GET', `/api/admin/${kind}`],
    ['POST', `/api/admin/${kind}`],
    ['GET', `/api/admin/${kind}/stats`],
    ['GET', `/api/admin/${kind}/:id`],
    ['PUT', `/api/admin/${kind}/:id`],
    ['DELETE', `/api/admin/${kind}/:id`],
    ['POST', `/api/admin/${kind}/bulk`],
    ['PUT', `/api/admin/${kind}/:id/edit-mark`],
    ['DELETE', `/api/admin/${kind}/:id/edit-mark`],
    ...TRANSITIONS.map((transition): [HttpMethod, string] => ['PATCH', `/api/admin/${kind}/:id/${transition}`]),
  ]),
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users'],
  ['PATCH', '/api/admin/users/:id'],
  ['POST', '/api/admin/users/:id/reset-password'],
  ['DELETE', '/api/admin/users/:id'],
  ['POST', '/api/admin/users/:id/two-factor/reset'],
  ['GET', '/api/admin/two-factor'],
  ['PUT', '/api/admin/two-factor'],
  ['GET', '/api/admin/messages'],
  ['GET', '/api/admin/messages/:id'],
  ['PATCH', '/api/admin/messages/:id/read'],
  ['POST', '/api/admin/messages'],
  ['PATCH', '/api/admin/messages/:id'],
  ['GET', '/api/admin/messages/:id/history'],
  ['POST', '/api/admin/messages/:id/notes'],
  ['POST', '/api/admin/messages/:id/replies'],
  ['GET', '/api/admin/messages/assignees'],
  ['POST', '/api/admin/messages/:id/quotes'],
  ['GET', '/api/admin/messages/:id/quotes'],
  ['GET', '/api/admin/quotes/:id'],
  ['PUT', '/api/admin/quotes/:id'],
  ['POST', '/api/admin/quotes/:id/revise'],
  ['GET', '/api/admin/quotes/:id/pdf'],
  ['POST', '/api/admin/quotes/:id/send'],
  ['GET', '/api/admin/reply-templates'],
  ['GET', '/api/admin/job-applications'],
  ['GET', '/api/admin/job-applications/jobs'],
  ['GET', '/api/admin/job-applications/:id'],
  ['PATCH', '/api/admin/job-applications/:id/stage'],
  ['POST', '/api/admin/job-applications/:id/notes'],
  ['GET', '/api/admin/job-applications/:id/cv'],
  ['DELETE', '/api/admin/job-applications/:id'],
  ['PUT', '/api/admin/reply-templates'],
  ['GET', '/api/admin/media'],
  ['GET', '/api/admin/media/:id'],
  ['PATCH', '/api/admin/media/:id'],
  ['DELETE', '/api/admin/media/:id'],
  ['GET', '/api/admin/link-targets'],
  ['GET', '/api/admin/mail-outbox'],
  ['POST', '/api/admin/mail-outbox/:id/retry'],
  ['GET', '/api/admin/mail-outbox/:id'],
  ['POST', '/api/admin/mail-outbox/:id/resend'],
  ['DELETE', '/api/admin/mail-outbox/:id'],
  ['GET', '/api/admin/newsletter'],
  ['GET', '/api/admin/newsletter/export.csv'],
  ['GET', '/api/admin/newsletter/issues'],
  ['POST', '/api/admin/newsletter/issues'],
  ['POST', '/api/admin/newsletter/issues/preview'],
  ['GET', '/api/admin/newsletter/issues/:id'],
  ['PUT', '/api/admin/newsletter/issues/:id'],
  ['DELETE', '/api/admin/newsletter/issues/:id'],
  ['POST', '/api/admin/newsletter/issues/:id/test'],
  ['POST', '/api/admin/newsletter/issues/:id/send'],
  ['POST', '/api/admin/newsletter/issues/:id/pause'],
  ['POST', '/api/admin/newsletter/issues/:id/resume'],
  ['GET', '/api/admin/money-transfer'],
  ['PUT', '/api/admin/money-transfer'],
  ['GET', '/api/admin/study-abroad'],
  ['PUT', '/api/admin/study-abroad'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/dashboard'],
];

const FIELD_NAMES = [
  'alt',
  'name',
  'email',
  'password',
  'subject',
  'message',
  'phone',
  'title',
  'slug',
  'content',
  'description',
  'role',
  'status',
  'rating',
  'service_id',
  'published_at',
  'code',
  'challenge',
  'consent',
  'placement',
  'path',
  'corridors',
  'destinations',
  'rate',
  'bands',
  'price_from_gnf',
  'stage',
  'source',
  'assignee_id',
  'follow_up_on',
  'body',
  'templates',
  'required',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'prototype',
];
const QUERY_NAMES = [
  'page',
  'job_post_id',
  'stage',
  'source',
  'assignee',
  'overdue',
  'per_page',
  'search',
  'tag',
  'category',
  'lang',
  'status',
  'scheduled',
  'kind',
  'sort',
  'email',
  'token',
  'corridor',
  'amount',
  'direction',
  'destination',
];

/** Text as an attacker types it: control characters, NUL, lone surrogates, stray escapes. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '\u0000', 'a\u0000b', '%', '%00', '%E0%A4%A', '\uD800', '../..', '<script>', '9'.repeat(30)),
  fc.integer().map(String),
);

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText), tie('value'), { maxKeys: 6 }),
})).object;

/** Percent-encoded; a lone surrogate becomes the bytes of an invalid UTF-8 sequence, as a raw client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

const pathSegment = fc.oneof(
  hostileText.map(encode),
  fc.constantFrom(
    '%00',
    '%',
    '%E0%A4%A',
    '0',
    '-1',
    '1',
    '2147483648',
    '99999999999999999999',
    '1e3',
    'web-development',
    'money-transfer',
    'study-abroad',
  ),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), hostileText), hostileText), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));

/** Pages (server-rendered), with the forms they accept without JavaScript. */
export const PAGE_ROUTES: [HttpMethod, string][] = [
  ['GET', '/'],
  ['GET', '/services/:slug'],
  ['GET', '/blog'],
  ['GET', '/blog/:slug'],
  ['GET', '/portfolio'],
  ['GET', '/portfolio/:key'],
  ['GET', '/careers'],
  ['GET', '/help'],
  ['GET', '/:page'],
  ['POST', '/contact'],
  ['POST', '/clients'],
  ['GET', '/newsletter/confirm'],
  ['POST', '/newsletter/confirm'],
  ['GET', '/newsletter/unsubscribe'],
  ['POST', '/newsletter/unsubscribe'],
  ['POST', '/admin/login'],
  ['GET', '/admin/login'],
];

/** One request as an attacker or a careless client may send it to these routes. */
export const hostileRequestTo = (routes: [HttpMethod, string][]) =>
  fc.record({
    route: fc.constantFrom(...routes),
    segments: fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
    query: fc.oneof(queryString, fc.constantFrom('lang=%', 'search=%00', 'tag=%00', 'page=%zz')),
    body: fc.oneof(
      jsonValue.map((value) => JSON.stringify(value)),
      fc.constantFrom('{"constructor": "x"}', '{"toString": 1, "valueOf": 2}', '{', 'null', '[]', '"\\u0000"'),
    ),
    signedIn: fc.boolean(),
    acceptLanguage: fc.oneof(fc.constantFrom('fr', 'en', 'en-GB,en;q=0.9', '*', ';;;q=x'), hostileText),
    cookie: fc.oneof(fc.constantFrom('weltaare-language=%', 'weltaare-language=en', '=;=;'), hostileText),
    address: fc.ipV4(),
    // The version a write names (ADR 0038): none, well-formed, stale, or not one at all.
    ifMatch: fc.option(fc.oneof(fc.constantFrom('"1"', 'W/"2"', '*', '"0"', '""', '"99999999999"'), hostileText)),
  });

export const hostileApiRequest = hostileRequestTo(API_ROUTES);

export interface HostileRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  address: string;
}

/** A drawn request made sendable: parameters filled in, header values printable. */
export function toHostileRequest(drawn: DrawnRequest, bearerToken: string | null): HostileRequest {
  const [method, template] = drawn.route;
  let index = 0;
  const path = template.replace(/:[a-z]+/g, () => drawn.segments[index++] ?? '1');
  // A client cannot put a control character in a header value.
  const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': headerSafe(drawn.acceptLanguage),
    cookie: headerSafe(drawn.cookie),
  };
  if (drawn.signedIn && bearerToken) headers.authorization = `Bearer ${bearerToken}`;
  if (drawn.ifMatch !== null) headers['if-match'] = headerSafe(drawn.ifMatch);
  return {
    method,
    url: drawn.query ? `${path}?${drawn.query}` : path,
    headers,
    address: drawn.address,
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: drawn.body }),
  };
}

export type DrawnRequest = typeof hostileApiRequest extends fc.Arbitrary<infer T> ? T : never;
