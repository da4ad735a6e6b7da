import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  CV_FIELD,
  JOB_APPLICATION_RETENTION_YEARS,
  jobApplicationSubmissionSchema,
} from '#contract/schemas/job-application.ts';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { jobApplications } from '../../db/schema.ts';
import { fieldErrorsFromZod } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { FormVisitor, QueueMailIn } from '../contact/service.ts';
import { createJobPostsRepository } from '../careers/repository.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { type CvStorage, newCvKey } from './cv-storage.ts';
import { safeCvFileName } from './cv-file-name.ts';
import { inspectCv } from './cv-type.ts';
import { jobApplicationAcknowledgement, jobApplicationNotification } from './mails.ts';
import { createJobApplicationsRepository } from './repository.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The candidate's CV as sent: its bytes, and its name kept only to name the download. */
export interface SubmittedCv {
  data: Buffer;
  fileName: string | undefined;
}

interface Dependencies {
  db: Db;
  settings: SettingsRepository;
  rateLimiter: RateLimiter;
  outboxIn: QueueMailIn;
  cvStorage: CvStorage;
  /** What all CVs may take together: an application whose CV would go past it answers 507. */
  cvStorageLimitBytes: number;
  /** Called once an application and its mails are committed (wakes the mail sender). */
  onQueued?: () => void;
  /** The site's origin (PUBLIC_URL): the staff's link to the application. */
  publicOrigin: string;
}

/**
 * A candidate's application to a job: counted by the rate limit, refused for a job that takes none,
 * its CV recognized by its bytes and stored privately, the row and both mails committed together.
 */
export function createJobApplicationSubmissions(deps: Dependencies) {
  const { db, settings, rateLimiter, outboxIn, cvStorage, cvStorageLimitBytes, onQueued, publicOrigin } = deps;

  async function openJob(slug: string, language: Language) {
    const job = await createJobPostsRepository(db).findPublishedBySlug(slug, language);
    if (!job) throw notFound();
    if (!job.accepting) throw new HttpError(410, 'job_closed');
    return job.row;
  }

  function checkedCv(cv: SubmittedCv | null, language: Language) {
    if (!cv) throw new HttpError(422, 'validation_failed', { [CV_FIELD]: [VALIDATION_MESSAGES.cv_required[language]] });
    const { type, refusal } = inspectCv(cv.data);
    if (refusal) throw new HttpError(415, refusal, { [CV_FIELD]: [API_MESSAGES[refusal][language]] });
    return { data: cv.data, type, fileName: safeCvFileName(cv.fileName, type) };
  }

  return {
    /**
     * 429 over the limit, 404 unknown job, 410 closed or expired job, 422 invalid fields, 415 no PDF or
     * DOCX or one that runs code or fetches content when opened, 507 when the CVs' storage is full.
     */
    async submit(slug: string, body: unknown, cv: SubmittedCv | null, visitor: FormVisitor) {
      const { language } = visitor;
      await rateLimiter.enforce(`job-application:${visitor.ip}`, PUBLIC_FORM_LIMITS.jobApplication);
      const job = await openJob(slug, language);
      const parsed = jobApplicationSubmissionSchema.safeParse(body);
      if (!parsed.success) throw new HttpError(422, 'validation_failed', fieldErrorsFromZod(language, parsed.error));
      const application = parsed.data;
      const file = checkedCv(cv, language);
      // The sizes of the rows, whichever backend holds the files; servers racing past it overshoot by a CV each.
      const storedBytes = await createJobApplicationsRepository(db).storedCvBytes();
      if (storedBytes + file.data.length > cvStorageLimitBytes) throw new HttpError(507, 'cv_storage_full');
      const site = await settings.getSiteSettings();
      const staffEmail = site.contact.email;
      const cvKey = newCvKey();
      await cvStorage.put(cvKey, file.data, file.type);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobApplications)
            .values({
              jobPostId: job.id,
              jobTitle: job.title,
              name: application.name,
              email: application.email,
              phone: application.phone ?? null,
              message: application.message,
              language,
              cvKey,
              cvFileName: file.fileName,
              cvMimeType: file.type,
              cvBytes: file.data.length,
              consentAt: new Date(),
            })
            .returning({ id: jobApplications.id });
          if (!row) throw new Error('job application insert returned nothing');
          const outbox = outboxIn(tx as unknown as Db);
          const acknowledged = await outbox.enqueueToVisitor({
            kind: 'job-application-acknowledgement',
            to: application.email,
            replyTo: staffEmail,
            ...jobApplicationAcknowledgement(application.name, language, {
              jobTitle: pickLanguage(job.title, language),
              company: site.company.name,
              site: `${publicOrigin}${localizedPath('/careers', language)}`,
              retentionYears: JOB_APPLICATION_RETENTION_YEARS,
            }),
          });
          await outbox.enqueue({
            kind: 'job-application-notification',
            to: staffEmail,
            replyTo: application.email,
            ...jobApplicationNotification(application, {
              id: row.id,
              jobTitle: pickLanguage(job.title, 'fr'),
              cvFileName: file.fileName,
              language,
              publicOrigin,
              acknowledged: acknowledged !== null,
            }),
          });
          return row.id;
        });
      } catch (error) {
        // A CV whose application was not stored belongs to nobody.
        await cvStorage.remove([cvKey]);
        throw error;
      }
      onQueued?.();
      return { id };
    },
  };
}

export type JobApplicationSubmissions = ReturnType<typeof createJobApplicationSubmissions>;
