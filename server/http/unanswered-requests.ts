import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Past this, a request the server has not answered is worth an operator's look. */
export const UNANSWERED_AFTER_MS = 15_000;

/**
 * Logs, once, each request still unanswered after `afterMs` (its method, route and wait): a
 * request that hangs otherwise leaves no trace until its client gives up. One sweep looks at the
 * requests in progress, rather than a timer for each of them.
 */
export function registerUnansweredRequestLog(app: FastifyInstance, afterMs = UNANSWERED_AFTER_MS) {
  const inProgress = new Map<FastifyRequest, number>();
  const finish = async (request: FastifyRequest) => void inProgress.delete(request);
  app.addHook('onRequest', async (request) => void inProgress.set(request, Date.now()));
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [request, since] of inProgress) {
        if (now - since < afterMs) continue;
        inProgress.delete(request);
        request.log.warn(
          { method: request.method, route: request.routeOptions.url ?? null, waitedMs: now - since },
          'a request is still unanswered',
        );
      }
    },
    Math.max(100, Math.min(5_000, afterMs / 3)),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
