import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';

export interface RateLimitRule {
  /** Counted per key, e.g. `contact:<ip>`. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so every app server shares them. `limitOverride`
 * (config FORM_RATE_LIMIT) replaces every rule's limit, e.g. for a busy office behind one address.
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date(), limitOverride?: number) {
  async function hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const windowMs = rule.windowSeconds * 1000;
    const current = now().getTime();
    const windowStart = new Date(Math.floor(current / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    const count = row?.count ?? 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - current) / 1000));
    return { allowed: count <= (limitOverride ?? rule.limit), count, retryAfterSeconds };
  }

  return {
    hit,
    /** Throws 429 with Retry-After once the key is over its limit. */
    async enforce(key: string, rule: RateLimitRule) {
      const result = await hit(key, rule);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
    /** Drops windows older than a day; called periodically. */
    async prune() {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now().getTime() - 86_400_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const PUBLIC_FORM_LIMITS = {
  contact: { limit: 10, windowSeconds: 15 * 60 },
  newsletter: { limit: 10, windowSeconds: 15 * 60 },
  testimonial: { limit: 5, windowSeconds: 15 * 60 },
  jobApplication: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
