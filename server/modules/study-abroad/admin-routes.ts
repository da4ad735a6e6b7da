import { studyAbroadAnswerSchema, studyAbroadSchema } from '#contract/study-abroad.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import type { StudyAbroadRepository } from './repository.ts';

/** The study-abroad checklists, per destination: kept by every staff member. */
export function adminStudyAbroadRoutes(repository: StudyAbroadRepository, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'study-abroad',
    roles: ['admin', 'editor'],
    input: studyAbroadSchema,
    answer: studyAbroadAnswerSchema,
    read: () => repository.read(),
    save: (value) => repository.save(value),
    audit,
  });
}
