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
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

// Pages set their own Content-Security-Policy with a per-request nonce (http/ssr.ts).
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Browsers then send Origin on same-site form posts, which the pages' origin check needs.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** The same security headers on every answer, those Fastify sends itself before routing included. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse) {
  helmetHeaders(request, response, () => undefined);
  response.setHeader('permissions-policy', PERMISSIONS_POLICY);
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw);
    done();
  });
}
