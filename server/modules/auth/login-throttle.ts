import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

/** The email as counted: letter case and surrounding spaces never start a new count. */
export const normalizeLoginEmail = (email: string) => email.trim().toLowerCase();

export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMs);

  async function failuresSince(column: typeof loginFailures.email | typeof loginFailures.ip, value: string) {
    const [row] = await db
      .select({ total: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, windowStart())));
    return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
  }

  function retryAfterSeconds(oldest: Date | null): number {
    if (!oldest) return 1;
    return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime()) / 1000));
  }

  return {
    /** Throws 429 with Retry-After while the email or the address has too many recent failures. */
    async assertAllowed(email: string, ip: string) {
      const [byEmail, byAddress] = await Promise.all([
        failuresSince(loginFailures.email, normalizeLoginEmail(email)),
        failuresSince(loginFailures.ip, ip),
      ]);
      if (byEmail.total >= LOGIN_THROTTLE.maxFailuresPerEmail) throw tooManyRequests(retryAfterSeconds(byEmail.oldest));
      if (byAddress.total >= LOGIN_THROTTLE.maxFailuresPerAddress) {
        throw tooManyRequests(retryAfterSeconds(byAddress.oldest));
      }
    },
    async recordFailure(email: string, ip: string) {
      await db.insert(loginFailures).values({ email: normalizeLoginEmail(email), ip });
    },
    /** A successful login forgets the email's failures. */
    async clearEmail(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, normalizeLoginEmail(email)));
    },
    async prune() {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart()));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
