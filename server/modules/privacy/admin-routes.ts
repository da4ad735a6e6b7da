import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  personalDataSchema,
  privacyErasureInputSchema,
  privacyErasureSchema,
  privacyQuerySchema,
} from '#contract/schemas/privacy.ts';
import { sendAttachment } from '../../http/attachment.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { CvStorage } from '../job-applications/cv-storage.ts';
import type { MediaService } from '../media/service.ts';
import { personalDataArchive } from './archive.ts';
import type { PersonalDataService } from './personal-data.ts';

/** The audit log keeps that a request was handled, and what was erased, never the address asked about. */
const ENTITY = 'privacy_request';

/** A person's request about their data, for admins: what is held, an archive of it, its erasure (ADR 0051). */
export function adminPrivacyRoutes(
  personalData: PersonalDataService,
  files: { cvStorage: CvStorage; media: MediaService },
  audit: AuditLog,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    const query = privacyQuerySchema.extend(languageQuerySchema.shape);

    app.get(
      '/admin/privacy',
      { schema: { querystring: query, response: { 200: successEnvelopeSchema(personalDataSchema) } } },
      async (request, reply) =>
        sendData(request, reply, await personalData.summary(request.query.email, apiLanguage(request))),
    );

    // The archive for the person, made on the spot and never cached.
    app.get('/admin/privacy/export', { schema: { querystring: query } }, async (request, reply) => {
      const { email } = request.query;
      const found = await personalData.records(email);
      const photos = await personalData.sentPhotos(
        found.testimonials.flatMap((testimonial) => (testimonial.clientPhoto ? [testimonial.clientPhoto] : [])),
      );
      const now = new Date();
      const archive = await personalDataArchive(email, found, photos, files, now);
      await audit.record(request, { action: 'export', entityType: ENTITY });
      const name = `personal-data-${now.toISOString().slice(0, 10)}.zip`;
      return sendAttachment(reply, { type: 'application/zip', name, body: archive });
    });

    app.post(
      '/admin/privacy/erase',
      { schema: { body: privacyErasureInputSchema, response: { 200: successEnvelopeSchema(privacyErasureSchema) } } },
      async (request, reply) => {
        const { email, keep_published_testimonials: keepPublishedTestimonials } = request.body;
        const erased = await personalData.erase(email, { keepPublishedTestimonials });
        await audit.record(request, { action: 'erase', entityType: ENTITY, details: { ...erased } });
        return sendData(request, reply, erased, { messageKey: 'personal_data_erased' });
      },
    );
  };
}
