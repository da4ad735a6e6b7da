import type { FastifyInstance } from 'fastify';

/** Runs a chore periodically while the app is open (a failure is logged, the next run still comes). */
export function every(app: FastifyInstance, what: string, intervalMs: number, chore: () => Promise<unknown>) {
  const timer = setInterval(() => {
    chore().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
