import { retentionInputSchema, retentionSchema } from '#contract/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import { createRetentionRepository } from './retention.ts';

/** GET and PUT /api/admin/retention: how long messages are kept, set by admins, versioned (ADR 0038). */
export function adminRetentionRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'retention',
    roles: ['admin'],
    input: retentionInputSchema,
    answer: retentionSchema,
    db,
    read: (executor) => createRetentionRepository(executor).read(),
    save: (value, executor) => createRetentionRepository(executor).save(value),
    audit,
  });
}
