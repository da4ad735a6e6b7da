import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';

const alive = successEnvelopeSchema(z.object({ status: z.literal('ok'), uptime_seconds: z.number() }));
const ready = successEnvelopeSchema(z.object({ status: z.literal('ready'), database: z.literal('ok') }));

export function healthRoutes(ping: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: alive } } }, async (request, reply) =>
      sendData(request, reply, { status: 'ok', uptime_seconds: Math.round(process.uptime()) }),
    );

    app.get('/ready', { schema: { response: { 200: ready } } }, async (request, reply) => {
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
