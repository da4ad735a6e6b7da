import { moneyTransferAnswerSchema, moneyTransferInputSchema } from '#contract/money-transfer/corridors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import type { MoneyTransferRepository } from './repository.ts';

/** The transfer corridors, rates and fee bands: kept by every staff member, as rates move daily. */
export function adminMoneyTransferRoutes(repository: MoneyTransferRepository, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'money-transfer',
    roles: ['admin', 'editor'],
    input: moneyTransferInputSchema,
    answer: moneyTransferAnswerSchema,
    read: () => repository.read(),
    save: ({ corridors }) => repository.save(corridors),
    audit,
  });
}
