import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { WriteAuthor } from '../revisions/revision-store.ts';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/sql-helpers.ts';

/** Narrows the log: one kind of item, one action, a person by email or name. */
export interface AuditFilters {
  entityType?: string;
  action?: string;
  search?: string;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** The author's name today, or the one kept with the entry once their account is deleted. */
const authorName = sql<string | null>`coalesce(${users.name}, ${auditLog.userName})`;

/** Who did what to what, when: every admin write goes through here. */
export function createAuditLog(db: Db) {
  return {
    /** `request`: a staff member's, or a scheduled change's (its author, no address: the server acted). */
    async record(request: WriteAuthor & { ip: string | null }, entry: AuditEntry) {
      await db.insert(auditLog).values({
        userId: request.auth?.user.id ?? null,
        userName: request.auth?.user.name ?? null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        details: entry.details ?? null,
        ip: request.ip,
      });
    },
    async list(page: number, perPage: number, filters: AuditFilters = {}) {
      const conditions: (SQL | undefined)[] = [];
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
      if (filters.action) conditions.push(eq(auditLog.action, filters.action));
      if (filters.search) {
        const pattern = likePattern(filters.search);
        conditions.push(or(ilike(users.email, pattern), ilike(authorName, pattern)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, userEmail: users.email, userName: authorName })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where),
      ]);
      return {
        items: rows.map(({ entry, userEmail, userName }): AdminAuditEntry => ({
          id: entry.id,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          details: entry.details,
          ip: entry.ip,
          created_at: entry.createdAt.toISOString(),
          user: userName === null ? null : { id: entry.userId, email: userEmail, name: userName },
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
