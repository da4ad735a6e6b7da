import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminAuditEntry } from '#contract/schemas/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Who did what to what, when: every admin write goes through here. */
export function createAuditLog(db: Db) {
  return {
    async record(request: FastifyRequest, entry: AuditEntry) {
      await db.insert(auditLog).values({
        userId: request.auth?.user.id ?? null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        details: entry.details ?? null,
        ip: request.ip,
      });
    },
    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, userEmail: users.email, userName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(auditLog),
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
          user: entry.userId ? { id: entry.userId, email: userEmail, name: userName } : null,
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
