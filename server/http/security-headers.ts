import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Powerful browser features no page of the site uses: no frame, script or extension can ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

// Pages set their own Content-Security-Policy with a per-request nonce (http/ssr.ts).
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Browsers then send Origin on same-site form posts, which the pages' origin check needs.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // For browsers gone for years (Internet Explorer, Flash, the XSS auditor): every byte of a page's
  // answer counts while it fits the first round trip of a slow link (issue 36).
  xXssProtection: false,
  // Origin-Agent-Cluster only takes document.domain away, which no page sets (Cross-Origin-Opener-Policy
  // already keeps other sites' windows apart); DNS prefetching of the few links to other sites
  // (WhatsApp, social networks) is left to the browser.
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
});

/** Helmet's headers depend on its options only: they are worked out once, as a list. */
function recordHelmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmetHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The security headers of every answer. */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ...recordHelmetHeaders(),
  ['permissions-policy', PERMISSIONS_POLICY],
];

/** The same security headers on every answer, those Fastify sends itself before routing included. */
export function applySecurityHeaders(response: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply.raw);
    done();
  });
}
