import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { siteSettingsAnswerSchema, siteSettingsSchema } from '#contract/schemas/settings.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { SettingsRepository } from './repository.ts';

/** Company details, contact, hours, social links and home counters: admins only. */
export function adminSettingsRoutes(settings: SettingsRepository, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get(
      '/admin/settings',
      { schema: { response: { 200: successEnvelopeSchema(siteSettingsAnswerSchema) } } },
      async (request, reply) => sendData(request, reply, await settings.getSiteSettings()),
    );

    app.put(
      '/admin/settings',
      {
        schema: {
          body: siteSettingsSchema.strict(),
          response: { 200: successEnvelopeSchema(siteSettingsAnswerSchema) },
        },
      },
      async (request, reply) => {
        await settings.saveSiteSettings(request.body);
        await audit.record(request, { action: 'update', entityType: 'settings' });
        return sendData(request, reply, await settings.getSiteSettings(), { messageKey: 'updated' });
      },
    );
  };
}
