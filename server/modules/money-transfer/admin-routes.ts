import { moneyTransferAnswerSchema, moneyTransferInputSchema } from '#contract/money-transfer/corridors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import type { Db } from '../../db/client.ts';
import { createMoneyTransferRepository } from './repository.ts';

/** The transfer corridors, rates and fee bands: kept by every staff member, as rates move daily. */
export function adminMoneyTransferRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'money-transfer',
    roles: ['admin', 'editor'],
    input: moneyTransferInputSchema,
    answer: moneyTransferAnswerSchema,
    db,
    read: (executor) => createMoneyTransferRepository(executor).read(),
    save: ({ corridors }, executor) => createMoneyTransferRepository(executor).save(corridors),
    audit,
  });
}
