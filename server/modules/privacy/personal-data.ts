import { and, arrayOverlaps, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { subjectIn } from '#contract/contact-subject.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PersonalData, PrivacyErasure } from '#contract/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  followUpReminders,
  jobApplicationNotes,
  jobApplications,
  leadEvents,
  mailOutbox,
  media,
  newsletterSubscribers,
  previews,
  revisions,
  testimonials,
} from '../../db/schema.ts';
import { publicRuleOf } from '../content/public-rules.ts';
import type { CvStorage } from '../job-applications/cv-storage.ts';
import type { MediaService } from '../media/service.ts';
import { UPLOADS_URL_PREFIX, uploadBaseOf } from '../media/storage.ts';
import { findUsages } from '../media/usages.ts';

/** The address in a column, whatever its case (the address asked about is lower-cased). */
const isAddress = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/** What a published testimonial keeps once its author is erased: their words, no one's name. */
export const ANONYMOUS_CLIENT_NAME = 'Client';

export interface PersonalDataDeps {
  db: Db;
  cvStorage: CvStorage;
  media: MediaService;
}

/**
 * Everything the site holds about one email address (issue 34, ADR 0051): found in one call, given to the
 * person as one archive, or erased in one transaction.
 */
export function createPersonalData({ db, cvStorage, media: mediaService }: PersonalDataDeps) {
  /** Every row naming the address, in full, oldest first. */
  async function records(email: string) {
    const [messages, applications, subscribers, sentTestimonials, mails] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(isAddress(contactMessages.email, email))
        .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
      db
        .select()
        .from(jobApplications)
        .where(isAddress(jobApplications.email, email))
        .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id)),
      db.select().from(newsletterSubscribers).where(isAddress(newsletterSubscribers.email, email)),
      db
        .select({
          ...getTableColumns(testimonials),
          published: sql<boolean>`(${publicRuleOf(testimonialsKind, testimonials)})`.mapWith(Boolean),
        })
        .from(testimonials)
        .where(isAddress(testimonials.clientEmail, email))
        .orderBy(asc(testimonials.createdAt), asc(testimonials.id)),
      db
        .select()
        .from(mailOutbox)
        .where(or(isAddress(mailOutbox.toAddress, email), isAddress(mailOutbox.replyTo, email)))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    ]);
    const messageIds = messages.map((message) => message.id);
    const applicationIds = applications.map((application) => application.id);
    const [history, notes] = await Promise.all([
      messageIds.length === 0
        ? []
        : db
            .select()
            .from(leadEvents)
            .where(inArray(leadEvents.messageId, messageIds))
            .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
      applicationIds.length === 0
        ? []
        : db
            .select()
            .from(jobApplicationNotes)
            .where(inArray(jobApplicationNotes.applicationId, applicationIds))
            .orderBy(asc(jobApplicationNotes.createdAt), asc(jobApplicationNotes.id)),
    ]);
    return {
      messages,
      history,
      applications,
      notes,
      subscriber: subscribers[0] ?? null,
      testimonials: sentTestimonials,
      mails,
    };
  }

  /** The media rows of the photos these testimonials name that a visitor sent (staff's uploads are theirs). */
  async function sentPhotos(photoBases: readonly string[]) {
    if (photoBases.length === 0) return [];
    const base = sql<string>`${UPLOADS_URL_PREFIX} || ${media.storageKey}`;
    return db
      .select()
      .from(media)
      .where(and(inArray(base, [...photoBases]), sql`${media.uploadedBy} is null`));
  }

  return {
    records,
    sentPhotos,

    /** What staff see before exporting or erasing: each record named, in their language. */
    async summary(email: string, language: Language): Promise<PersonalData> {
      const found = await records(email);
      const count = <T>(rows: readonly T[], matches: (row: T) => boolean) => rows.filter(matches).length;
      return {
        email,
        messages: found.messages.map((message) => ({
          id: message.id,
          created_at: message.createdAt.toISOString(),
          subject: subjectIn(message.subject, language),
          stage: message.stage,
          history: count(found.history, (event) => event.messageId === message.id),
        })),
        job_applications: found.applications.map((application) => ({
          id: application.id,
          created_at: application.createdAt.toISOString(),
          job_title: pickLanguage(application.jobTitle, language),
          cv_file_name: application.cvFileName,
          notes: count(found.notes, (note) => note.applicationId === application.id),
        })),
        newsletter: found.subscriber
          ? { status: found.subscriber.status, created_at: found.subscriber.createdAt.toISOString() }
          : null,
        testimonials: found.testimonials.map((testimonial) => ({
          id: testimonial.id,
          created_at: testimonial.createdAt.toISOString(),
          client_name: testimonial.clientName,
          published: testimonial.published,
        })),
        mails: found.mails.map((mail) => ({
          id: mail.id,
          created_at: mail.createdAt.toISOString(),
          subject: mail.subject,
          status: mail.status,
        })),
      };
    },

    /**
     * Erases the address: CVs first, then every row in one transaction (a run cut short leaves rows
     * whose CV is gone, never a CV nobody can find), then the photos it sent that nothing shows any more.
     * A published testimonial the person agreed to leave keeps its words, without name, company, title,
     * address or photo; its revisions and previews, which still hold them, go.
     */
    async erase(email: string, { keepPublishedTestimonials }: { keepPublishedTestimonials: boolean }) {
      const found = await records(email);
      await cvStorage.remove(found.applications.map((application) => application.cvKey));
      const kept = found.testimonials.filter((testimonial) => keepPublishedTestimonials && testimonial.published);
      const keptIds = new Set(kept.map((testimonial) => testimonial.id));
      const deletedIds = found.testimonials.map((testimonial) => testimonial.id).filter((id) => !keptIds.has(id));
      const testimonialIds = found.testimonials.map((testimonial) => testimonial.id);

      const erased: PrivacyErasure = await db.transaction(async (tx) => {
        const removed = async (rows: Promise<{ id: number }[]>) => (await rows).length;
        const messageIds = (
          await tx
            .delete(contactMessages)
            .where(isAddress(contactMessages.email, email))
            .returning({ id: contactMessages.id })
        ).map((row) => row.id);
        const messages = messageIds.length;
        // The staff's follow-up reminders named those leads.
        const reminderMails =
          messageIds.length === 0
            ? 0
            : await removed(
                tx
                  .delete(mailOutbox)
                  .where(
                    inArray(
                      mailOutbox.id,
                      tx
                        .select({ id: sql<number>`${followUpReminders.mailId}` })
                        .from(followUpReminders)
                        .where(arrayOverlaps(followUpReminders.leadIds, messageIds)),
                    ),
                  )
                  .returning({ id: mailOutbox.id }),
              );
        const applications = await removed(
          tx
            .delete(jobApplications)
            .where(isAddress(jobApplications.email, email))
            .returning({ id: jobApplications.id }),
        );
        const newsletter = await removed(
          tx
            .delete(newsletterSubscribers)
            .where(isAddress(newsletterSubscribers.email, email))
            .returning({ id: newsletterSubscribers.id }),
        );
        const mails =
          reminderMails +
          (await removed(
            tx
              .delete(mailOutbox)
              .where(or(isAddress(mailOutbox.toAddress, email), isAddress(mailOutbox.replyTo, email)))
              .returning({ id: mailOutbox.id }),
          ));
        if (deletedIds.length > 0) await tx.delete(testimonials).where(inArray(testimonials.id, deletedIds));
        if (kept.length > 0) {
          await tx
            .update(testimonials)
            .set({
              clientName: ANONYMOUS_CLIENT_NAME,
              clientTitle: null,
              clientCompany: null,
              clientEmail: null,
              clientPhoto: null,
              updatedAt: new Date(),
            })
            .where(inArray(testimonials.id, [...keptIds]));
        }
        if (testimonialIds.length > 0) {
          const ofThem = (table: typeof revisions | typeof previews) =>
            and(eq(table.kind, testimonialsKind.name), inArray(table.itemId, testimonialIds));
          await tx.delete(revisions).where(ofThem(revisions));
          await tx.delete(previews).where(ofThem(previews));
        }
        return {
          messages,
          job_applications: applications,
          newsletter,
          testimonials_deleted: deletedIds.length,
          testimonials_anonymised: kept.length,
          mails,
        };
      });

      // The photos the person sent go once no item shows them (staff may have reused one meanwhile).
      const photos = await sentPhotos(
        found.testimonials.flatMap((testimonial) => (testimonial.clientPhoto ? [testimonial.clientPhoto] : [])),
      );
      const usages = await findUsages(
        db,
        photos.map((photo) => uploadBaseOf(photo.storageKey)),
      );
      for (const photo of photos) {
        if ((usages.get(uploadBaseOf(photo.storageKey)) ?? []).length === 0) await mediaService.remove(photo.id);
      }
      return erased;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalData>;
