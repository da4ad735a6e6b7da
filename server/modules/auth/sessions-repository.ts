import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export const SESSION_POLICY = {
  idleMs: 8 * 60 * 60 * 1000,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** last_seen_at is refreshed at most this often, to spare a write per request. */
  touchEveryMs: 60 * 1000,
} as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Returns the bearer token; only its hash is stored. */
    async create(userId: number, meta: { ip?: string; userAgent?: string }) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now().getTime() + SESSION_POLICY.maxAgeMs),
        lastSeenAt: now(),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },
    /** The active user behind a token, or null when unknown, expired, idle too long or deactivated. */
    async findUser(token: string) {
      const current = now();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            gt(sessions.expiresAt, current),
            gt(sessions.lastSeenAt, new Date(current.getTime() - SESSION_POLICY.idleMs)),
            eq(users.active, true),
          ),
        );
      if (!row) return null;
      if (current.getTime() - row.session.lastSeenAt.getTime() > SESSION_POLICY.touchEveryMs) {
        await db.update(sessions).set({ lastSeenAt: current }).where(eq(sessions.id, row.session.id));
      }
      return { sessionId: row.session.id, user: row.user };
    },
    async revoke(token: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
    async revokeAllForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async revokeOthers(userId: number, keepSessionId: number) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },
    async pruneExpired() {
      const current = now();
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, current),
            lt(sessions.lastSeenAt, new Date(current.getTime() - SESSION_POLICY.idleMs)),
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
