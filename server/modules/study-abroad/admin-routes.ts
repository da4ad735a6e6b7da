import { studyAbroadAnswerSchema, studyAbroadSchema } from '#contract/study-abroad.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import type { Db } from '../../db/client.ts';
import { createStudyAbroadRepository } from './repository.ts';

/** The study-abroad checklists, per destination: kept by every staff member. */
export function adminStudyAbroadRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'study-abroad',
    roles: ['admin', 'editor'],
    input: studyAbroadSchema,
    answer: studyAbroadAnswerSchema,
    db,
    read: (executor) => createStudyAbroadRepository(executor).read(),
    save: (value, executor) => createStudyAbroadRepository(executor).save(value),
    audit,
  });
}
