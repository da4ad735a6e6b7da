import { siteSettingsAnswerSchema, siteSettingsSchema } from '#contract/schemas/settings.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from './record-routes.ts';
import type { SettingsRepository } from './repository.ts';

/** Company details, contact, hours, social links and home counters: admins only. */
export function adminSettingsRoutes(settings: SettingsRepository, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'settings',
    roles: ['admin'],
    input: siteSettingsSchema.strict(),
    answer: siteSettingsAnswerSchema,
    read: () => settings.getSiteSettings(),
    save: async (value) => {
      await settings.saveSiteSettings(value);
      return settings.getSiteSettings();
    },
    audit,
  });
}
