import type { FastifyPluginAsync } from 'fastify';
import { sendData } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';

export function healthRoutes(ping: () => Promise<void>): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (request, reply) =>
      sendData(request, reply, { status: 'ok', uptime_seconds: Math.round(process.uptime()) }),
    );

    app.get('/ready', async (request, reply) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new HttpError(503, 'not_ready');
      }
      return sendData(request, reply, { status: 'ready', database: 'ok' });
    });
  };
}
