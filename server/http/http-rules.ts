import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiCacheHeaders } from './cache-headers.ts';
import { registerErrorHandling } from './error-handler.ts';
import { answerExpectContinue } from './expect-continue.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerUnansweredRequestLog } from './unanswered-requests.ts';

/**
 * What every answer shares: security headers, the error envelope, API cache headers, early 413s, and
 * a log line for a request left unanswered.
 */
export const httpRulesPlugin = fp(
  async (app: FastifyInstance) => {
    registerSecurityHeaders(app);
    registerErrorHandling(app);
    registerApiCacheHeaders(app);
    answerExpectContinue(app.server);
    registerUnansweredRequestLog(app);
    // A POST without a body is validated as an empty object, so every missing field is reported.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
  },
  { name: 'http-rules' },
);
