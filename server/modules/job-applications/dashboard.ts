import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobPosts } from '../../db/schema.ts';
import { OPEN_JOB_POSTS } from '../careers/repository.ts';
import { MEGABYTE } from './cv-storage.ts';

export interface JobApplicationsDashboard {
  /** Applications received in the last 30 days, all jobs together. */
  received_last_30_days: number;
  /** Every job open on the site, with its applications still in stage `new` (0 included). */
  new_per_open_job: { job_post_id: number; job_title: string; new: number }[];
}

/** From this share of CV_STORAGE_LIMIT_MB the dashboard warns staff, before applications are refused. */
export const CV_STORAGE_WARNING_SHARE = 0.9;

/** The dashboard's warning once the CVs take 90% of what they may take: what they take, and what to do. */
export function cvStorageWarnings({
  usedBytes,
  limitBytes,
}: {
  usedBytes: number;
  limitBytes: number;
}): DashboardWarning[] {
  if (usedBytes < limitBytes * CV_STORAGE_WARNING_SHARE) return [];
  const params = {
    percent: Math.min(100, Math.floor((usedBytes / limitBytes) * 100)),
    used_mb: Math.round(usedBytes / MEGABYTE),
    limit_mb: Math.round(limitBytes / MEGABYTE),
    variable: 'CV_STORAGE_LIMIT_MB',
  };
  return [{ code: 'cv_storage_nearly_full', params }];
}

/** What the dashboard shows of job applications, in the staff's language. */
export async function jobApplicationsDashboard(db: Db, language: Language): Promise<JobApplicationsDashboard> {
  const [[received], openJobs] = await Promise.all([
    db
      .select({ value: count() })
      .from(jobApplications)
      .where(gte(jobApplications.createdAt, sql`now() - interval '30 days'`)),
    db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        fresh: sql<number>`count(${jobApplications.id})`.mapWith(Number),
      })
      .from(jobPosts)
      .leftJoin(jobApplications, and(eq(jobApplications.jobPostId, jobPosts.id), eq(jobApplications.stage, 'new')))
      .where(OPEN_JOB_POSTS)
      .groupBy(jobPosts.id)
      .orderBy(desc(sql`count(${jobApplications.id})`), desc(jobPosts.createdAt)),
  ]);
  return {
    received_last_30_days: received?.value ?? 0,
    new_per_open_job: openJobs.map((job) => ({
      job_post_id: job.id,
      job_title: pickLanguage(job.title, language),
      new: job.fresh,
    })),
  };
}
