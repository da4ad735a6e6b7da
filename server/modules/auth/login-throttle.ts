import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';

/** ADR 0008: who is locked out by whose failures. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** One address guessing one account's password: the lock-out a stranger can cause only to themselves. */
  maxFailuresPerEmailAndAddress: 5,
  /** One address trying many accounts (password spraying). */
  maxFailuresPerAddress: 20,
  /** Many addresses guessing one account: high enough that one stranger alone never reaches it. */
  maxFailuresPerEmail: 100,
} as const;

/** The email as counted: letter case and surrounding spaces never start a new count. */
export const normalizeLoginEmail = (email: string) => email.trim().toLowerCase();

/** A password check allowed by the throttle; it counts as a failure until told it succeeded. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  /**
   * The password was right but a second step follows: this attempt is no failure, yet the earlier ones
   * stay counted, so entering the password again never buys more guesses at the code (ADR 0023).
   */
  passedFirstStep(): Promise<void>;
}

export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMs);

  function retryAfterSeconds(oldest: Date | null): number {
    if (!oldest) return 1;
    return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime()) / 1000));
  }

  return {
    /**
     * Counts the attempt before the password is checked, under a lock per email and per address,
     * so that simultaneous attempts cannot all pass the limit (throws 429 with Retry-After).
     */
    async reserve(email: string, ip: string): Promise<LoginAttempt> {
      const normalized = normalizeLoginEmail(email);
      const reserved = await db.transaction(async (tx) => {
        // Always email first, then address: two attempts never wait on each other in a circle.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-email:${normalized}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-address:${ip}`}))`);
        const recentFailures = async (...conditions: ReturnType<typeof eq>[]) => {
          const [row] = await tx
            .select({ total: count(), oldest: min(loginFailures.createdAt) })
            .from(loginFailures)
            .where(and(gt(loginFailures.createdAt, windowStart()), ...conditions));
          return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
        };
        const limits = [
          [
            [eq(loginFailures.email, normalized), eq(loginFailures.ip, ip)],
            LOGIN_THROTTLE.maxFailuresPerEmailAndAddress,
          ],
          [[eq(loginFailures.ip, ip)], LOGIN_THROTTLE.maxFailuresPerAddress],
          [[eq(loginFailures.email, normalized)], LOGIN_THROTTLE.maxFailuresPerEmail],
        ] as const;
        for (const [conditions, limit] of limits) {
          const failures = await recentFailures(...conditions);
          if (failures.total >= limit) throw tooManyRequests(retryAfterSeconds(failures.oldest));
        }
        const [row] = await tx
          .insert(loginFailures)
          .values({ email: normalized, ip })
          .returning({ id: loginFailures.id });
        return row;
      });
      return {
        // The owner got in: their own failures from this address are forgotten, a stranger's elsewhere are not.
        async succeeded() {
          await db.delete(loginFailures).where(and(eq(loginFailures.email, normalized), eq(loginFailures.ip, ip)));
        },
        async passedFirstStep() {
          if (reserved) await db.delete(loginFailures).where(eq(loginFailures.id, reserved.id));
        },
      };
    },
    async prune() {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart()));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
