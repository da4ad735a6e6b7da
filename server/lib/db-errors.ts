interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error behind a failure, raw or wrapped by Drizzle, on pg and PGlite alike. */
function pgErrorOf(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if (typeof (current as PgErrorFields).code === 'string') return current as PgErrorFields;
    current = (current as PgErrorFields).cause;
  }
  return null;
}

/** unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/** The constraint of a foreign_key_violation (23503), or null. */
export function foreignKeyViolation(error: unknown): string | null {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23503') return null;
  return typeof pgError.constraint === 'string' ? pgError.constraint : '';
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/**
 * What PostgreSQL answers when it refuses or drops a connection: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up, shutting down, in recovery), too_many_connections, and
 * object_not_in_prerequisite_state ("database is not currently accepting connections", ALTER
 * DATABASE ... ALLOW_CONNECTIONS false); class 08, "connection exception", is matched whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '55000']);
const UNREACHABLE_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection error and is not queryable',
  'pglite is closed',
  'cannot use a pool after calling end',
];

/** The database cannot be reached (stopped, restarting, network cut), as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.toLowerCase().includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}
