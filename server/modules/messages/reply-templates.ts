import { type ReplyTemplates, replyTemplatesSchema } from '#contract/reply-templates.ts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import { createSettingsRepository } from '../settings/repository.ts';

/** The reply templates live in the settings table, under one key: a few texts, saved whole. */
export const REPLY_TEMPLATES_KEY = 'reply_templates';

export function createReplyTemplatesRepository(db: Db) {
  const settings = createSettingsRepository(db);
  return {
    read: async (): Promise<ReplyTemplates> =>
      replyTemplatesSchema.parse((await settings.get(REPLY_TEMPLATES_KEY)) ?? { templates: [] }),
    async save(value: ReplyTemplates): Promise<ReplyTemplates> {
      await settings.put(REPLY_TEMPLATES_KEY, value);
      return value;
    },
  };
}

/** GET and PUT /api/admin/reply-templates: every staff member answers leads, so every one keeps the templates. */
export function adminReplyTemplatesRoutes(db: Db, audit: AuditLog) {
  return adminRecordRoutes({
    resource: 'reply-templates',
    roles: ['admin', 'editor'],
    input: replyTemplatesSchema,
    answer: replyTemplatesSchema,
    db,
    read: (executor) => createReplyTemplatesRepository(executor).read(),
    save: (value, executor) => createReplyTemplatesRepository(executor).save(value),
    audit,
  });
}
