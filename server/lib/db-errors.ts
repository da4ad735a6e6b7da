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
