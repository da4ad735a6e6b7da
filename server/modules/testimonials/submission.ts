import type { ValidTestimonialSubmission } from '#contract/schemas/testimonial.ts';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { QueueMailIn, FormVisitor } from '../contact/service.ts';
import { UndecodableImageError } from '../media/image-processing.ts';
import { detectImageType } from '../media/image-type.ts';
import type { MediaService } from '../media/service.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { PublicKindService } from '../content/public-kind-reads.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { testimonialAcknowledgement, testimonialNotification } from './mails.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The client's photo as sent: bytes only, its name and declared type are never trusted. */
export interface SubmittedPhoto {
  data: Buffer;
  fileName: string | undefined;
}

interface Dependencies {
  db: Db;
  settings: SettingsRepository;
  rateLimiter: RateLimiter;
  outboxIn: QueueMailIn;
  media: Pick<MediaService, 'upload' | 'remove'>;
  /** A testimonial names a service or a project visitors can see. */
  services: Pick<PublicKindService, 'has'>;
  projects: Pick<PublicKindService, 'has'>;
  /** Called once a testimonial and its mails are committed (wakes the mail sender). */
  onQueued?: () => void;
  /** The site's origin (PUBLIC_URL): the staff's link to the moderation queue. */
  publicOrigin: string;
}

/**
 * A client's testimonial, from the API or the page without JavaScript alike: counted by the rate
 * limit, its photo re-encoded like an editor's upload, stored as pending with the staff's
 * notification and the visitor's acknowledgement queued in the outbox. Nothing shows publicly
 * until staff approve it (the photo's address is random and only the approved item names it).
 */
export function createTestimonialSubmissions(deps: Dependencies) {
  const { db, settings, rateLimiter, outboxIn, media, services, projects, onQueued, publicOrigin } = deps;

  async function checkRelations(submission: ValidTestimonialSubmission, visitor: FormVisitor) {
    const invalid = [VALIDATION_MESSAGES.invalid_value[visitor.language]];
    if (submission.service_id && !(await services.has(submission.service_id))) {
      throw new HttpError(422, 'validation_failed', { service_id: invalid });
    }
    if (submission.project_id && !(await projects.has(submission.project_id))) {
      throw new HttpError(422, 'validation_failed', { project_id: invalid });
    }
  }

  /** The photo, recognized by its bytes and re-encoded as portrait variants: 415 when it is no image we take. */
  async function storePhoto(photo: SubmittedPhoto, submission: ValidTestimonialSubmission, visitor: FormVisitor) {
    const refused = () =>
      new HttpError(415, 'upload_unsupported_format', {
        photo: [API_MESSAGES.upload_unsupported_format[visitor.language]],
      });
    const type = detectImageType(photo.data);
    if (!type) throw refused();
    try {
      return await media.upload({
        data: photo.data,
        type,
        fileName: photo.fileName,
        fields: { kind: 'portrait', alt_fr: submission.client_name, alt_en: undefined },
        userId: null,
      });
    } catch (error) {
      if (error instanceof UndecodableImageError) throw refused();
      throw error;
    }
  }

  async function store(
    submission: ValidTestimonialSubmission,
    photoBase: string | null,
    visitor: FormVisitor,
  ): Promise<{ id: number; status: 'pending' }> {
    const site = await settings.getSiteSettings();
    const staffEmail = site.contact.email;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(testimonials)
        .values({
          content: { fr: submission.content },
          clientName: submission.client_name,
          clientTitle: submission.client_title ? { fr: submission.client_title } : null,
          clientCompany: submission.client_company ?? null,
          clientEmail: submission.client_email,
          clientPhoto: photoBase,
          rating: submission.rating ?? null,
          serviceId: submission.service_id ?? null,
          projectId: submission.project_id ?? null,
          status: 'pending',
          featured: false,
        })
        .returning({ id: testimonials.id });
      if (!row) throw new Error('testimonial insert returned nothing');
      const outbox = outboxIn(tx as unknown as Db);
      const acknowledged = await outbox.enqueueToVisitor({
        kind: 'testimonial-acknowledgement',
        to: submission.client_email,
        replyTo: staffEmail,
        ...testimonialAcknowledgement(submission.client_name, visitor.language, {
          name: site.company.name,
          site: `${publicOrigin}${localizedPath('/', visitor.language)}`,
        }),
      });
      const notification = testimonialNotification(submission, {
        id: row.id,
        hasPhoto: photoBase !== null,
        language: visitor.language,
        publicOrigin,
        acknowledged: acknowledged !== null,
      });
      await outbox.enqueue({
        kind: 'testimonial-notification',
        to: staffEmail,
        replyTo: submission.client_email,
        ...notification,
      });
      return { id: row.id, status: 'pending' as const };
    });
  }

  return {
    /** Counts the visitor's address (429 over the limit), then stores the testimonial pending and wakes the mail. */
    async submit(submission: ValidTestimonialSubmission, visitor: FormVisitor, photo?: SubmittedPhoto | null) {
      await rateLimiter.enforce(`testimonial:${visitor.ip}`, PUBLIC_FORM_LIMITS.testimonial);
      await checkRelations(submission, visitor);
      const uploaded = photo ? await storePhoto(photo, submission, visitor) : null;
      let created;
      try {
        created = await store(submission, uploaded?.base ?? null, visitor);
      } catch (error) {
        // A photo whose testimonial was not stored belongs to nothing.
        if (uploaded) await media.remove(uploaded.id);
        throw error;
      }
      onQueued?.();
      return created;
    },
  };
}

export type TestimonialSubmissions = ReturnType<typeof createTestimonialSubmissions>;
