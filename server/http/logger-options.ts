import type { FastifyServerOptions } from 'fastify';

const ERROR_LEVEL = 50;
/** Fields of a failed query that carry the values written (contact messages, emails, names). */
const PERSONAL_FIELDS = new Set(['params', 'detail', 'parameters']);
const REDACTED = '[redacted]';

/** A visitor's download they abandoned (closed tab, lost signal): the stream ends early. */
function isClientAbort(value: unknown): boolean {
  const error = value as { code?: unknown; message?: unknown } | null;
  return error?.code === 'ERR_STREAM_PREMATURE_CLOSE' || error?.message === 'premature close';
}

/**
 * A copy of an error and its causes without the values of a failed query: Drizzle writes them into
 * the message ("params: ..."), PostgreSQL into `detail` ("Key (email)=(...)").
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const fields = error as Error & Record<string, unknown>;
  const paramsAt = error.message.indexOf('\nparams: ');
  const message = paramsAt === -1 ? error.message : `${error.message.slice(0, paramsAt)}\nparams: ${REDACTED}`;
  const copy = new Error(message, { cause: withoutQueryValues(error.cause, depth + 1) }) as Error &
    Record<string, unknown>;
  copy.name = error.name;
  copy.stack = error.stack?.replace(error.message, message);
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'cause') continue;
    copy[key] = PERSONAL_FIELDS.has(key) ? REDACTED : value;
  }
  return copy;
}

function redactArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [withoutQueryValues(first), ...rest];
  if (first && typeof first === 'object' && 'err' in first) {
    return [{ ...first, err: withoutQueryValues((first as { err: unknown }).err) }, ...rest];
  }
  return args;
}

/**
 * The server's log settings. @fastify/compress reports a visitor leaving mid-download as an
 * error; on slow mobile networks that happens all day and is no fault, so it is logged at info.
 * No log line carries what a visitor wrote: failed queries lose their parameters.
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
        method.apply(this, redactArguments(args) as Parameters<typeof method>);
      },
    },
  };
}
