import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  type AdminJobApplication,
  type AdminJobApplicationJob,
  type AdminJobApplicationSummary,
  type JobApplicationStage,
  JOB_APPLICATION_RETENTION_YEARS,
} from '#contract/schemas/job-application.ts';
import type { Db } from '../../db/client.ts';
import { jobApplicationNotes, jobApplications } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/sql-helpers.ts';

type ApplicationRow = typeof jobApplications.$inferSelect;
type NoteRow = typeof jobApplicationNotes.$inferSelect;

export interface ApplicationFilters {
  job_post_id?: number | undefined;
  stage?: JobApplicationStage | undefined;
  search?: string | undefined;
}

function summaryOf(row: ApplicationRow, language: Language): AdminJobApplicationSummary {
  return {
    id: row.id,
    job_post_id: row.jobPostId,
    job_title: pickLanguage(row.jobTitle, language),
    name: row.name,
    email: row.email,
    stage: row.stage,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

function detailOf(row: ApplicationRow, notes: NoteRow[], language: Language): AdminJobApplication {
  return {
    ...summaryOf(row, language),
    phone: row.phone,
    message: row.message,
    cv: { file_name: row.cvFileName, mime_type: row.cvMimeType, bytes: row.cvBytes },
    consent_at: row.consentAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      author_name: note.authorName,
      created_at: note.createdAt.toISOString(),
    })),
  };
}

function whereOf(filters: ApplicationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.job_post_id) conditions.push(eq(jobApplications.jobPostId, filters.job_post_id));
  if (filters.stage) conditions.push(eq(jobApplications.stage, filters.stage));
  if (filters.search) {
    const term = likePattern(filters.search);
    conditions.push(or(ilike(jobApplications.name, term), ilike(jobApplications.email, term)));
  }
  return and(...conditions);
}

/** Older than the privacy policy's retention of prospect data, by the database's clock. */
export const pastRetention = lt(
  jobApplications.createdAt,
  sql`now() - ${`${JOB_APPLICATION_RETENTION_YEARS} years`}::interval`,
);

/** The applications staff read: listed, opened, moved between stages, annotated, deleted. */
export function createJobApplicationsRepository(db: Db) {
  async function notesOf(id: number) {
    return db
      .select()
      .from(jobApplicationNotes)
      .where(eq(jobApplicationNotes.applicationId, id))
      .orderBy(asc(jobApplicationNotes.createdAt), asc(jobApplicationNotes.id));
  }

  return {
    async list(query: ApplicationFilters & { page: number; per_page: number }, language: Language) {
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(jobApplications)
          .where(where)
          .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
        db.select({ value: count() }).from(jobApplications).where(where),
      ]);
      return { items: rows.map((row) => summaryOf(row, language)), total: total?.value ?? 0 };
    },

    /** Every job that has applications (a deleted post under its remembered title), newest title first. */
    async jobs(language: Language): Promise<AdminJobApplicationJob[]> {
      const rows = await db
        .select({
          jobPostId: jobApplications.jobPostId,
          jobTitle: sql<
            ApplicationRow['jobTitle']
          >`(array_agg(${jobApplications.jobTitle} order by ${jobApplications.id} desc))[1]`,
          total: count(),
          fresh: sql<number>`count(*) filter (where ${jobApplications.stage} = 'new')`.mapWith(Number),
        })
        .from(jobApplications)
        .groupBy(jobApplications.jobPostId)
        .orderBy(desc(sql`max(${jobApplications.createdAt})`));
      return rows.map((row) => ({
        job_post_id: row.jobPostId,
        job_title: pickLanguage(row.jobTitle, language),
        total: row.total,
        new: row.fresh,
      }));
    },

    /** The bytes of every CV stored (a sum over a few thousand rows at most: cheap enough for each application). */
    async storedCvBytes(): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<number>`coalesce(sum(${jobApplications.cvBytes}), 0)`.mapWith(Number) })
        .from(jobApplications);
      return row?.bytes ?? 0;
    },

    async find(id: number) {
      const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
      return row ?? null;
    },

    async detail(id: number, language: Language) {
      const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
      return row ? detailOf(row, await notesOf(id), language) : null;
    },

    async setStage(id: number, stage: JobApplicationStage) {
      const [row] = await db
        .update(jobApplications)
        .set({ stage, updatedAt: new Date() })
        .where(eq(jobApplications.id, id))
        .returning({ id: jobApplications.id });
      return row ?? null;
    },

    async addNote(id: number, body: string, author: { id: number; name: string }) {
      const [note] = await db
        .insert(jobApplicationNotes)
        .values({ applicationId: id, body, authorId: author.id, authorName: author.name })
        .returning({ id: jobApplicationNotes.id });
      return note ?? null;
    },

    /** Deletes the row; the caller removes its CV with the key answered. */
    async remove(id: number) {
      const [row] = await db
        .delete(jobApplications)
        .where(eq(jobApplications.id, id))
        .returning({ id: jobApplications.id, cvKey: jobApplications.cvKey });
      return row ?? null;
    },

    /** Up to `limit` applications past their retention time: their ids and CV keys. */
    async expired(limit: number) {
      return db
        .select({ id: jobApplications.id, cvKey: jobApplications.cvKey })
        .from(jobApplications)
        .where(pastRetention)
        .orderBy(asc(jobApplications.id))
        .limit(limit);
    },

    async removeMany(ids: number[]) {
      if (ids.length === 0) return 0;
      const removed = await db
        .delete(jobApplications)
        .where(inArray(jobApplications.id, ids))
        .returning({ id: jobApplications.id });
      return removed.length;
    },
  };
}

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;
