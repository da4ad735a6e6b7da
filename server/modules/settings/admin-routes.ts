import { siteSettingsAnswerSchema, siteSettingsSchema } from '#contract/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from './record-routes.ts';
import { createSettingsRepository } from './repository.ts';

/** Company details, contact, hours, social links and home counters: admins only. */
export function adminSettingsRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'settings',
    roles: ['admin'],
    input: siteSettingsSchema.strict(),
    answer: siteSettingsAnswerSchema,
    db,
    read: (executor) => createSettingsRepository(executor).getSiteSettings(),
    save: async (value, executor) => {
      const settings = createSettingsRepository(executor);
      await settings.saveSiteSettings(value);
      return settings.getSiteSettings();
    },
    audit,
  });
}
