import type { FastifyServerOptions } from 'fastify';

const ERROR_LEVEL = 50;

/** A download the visitor abandoned (closed tab, lost signal): the stream ends early. */
function isClientAbort(value: unknown): boolean {
  const error = value as { code?: unknown; message?: unknown } | null;
  return error?.code === 'ERR_STREAM_PREMATURE_CLOSE' || error?.message === 'premature close';
}

/**
 * The server's log settings. @fastify/compress reports a visitor leaving mid-download as an
 * error; on slow mobile networks that happens all day and is no fault, so it is logged at info.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    hooks: {
      logMethod(args, method, methodLevel) {
        if (methodLevel >= ERROR_LEVEL && isClientAbort(args[0])) {
          this.info({ reason: 'client closed the connection' }, 'response stream closed before its end');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
