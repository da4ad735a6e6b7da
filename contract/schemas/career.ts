import type { EMPLOYMENT_TYPES, JOB_POST_STATUSES } from '../content-kinds/job-posts.ts';
import { jobPostsKind } from '../content-kinds/job-posts.ts';
import type { z } from 'zod';

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An open job post as the public API returns it, in the visitor's language. */
export type PublicJobPost = z.infer<typeof jobPostsKind.schemas.publicAnswer>;

export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/job-posts.ts. */
export const jobPostInputSchema = jobPostsKind.schemas.input;
export type JobPostInput = z.input<typeof jobPostInputSchema>;
export const ADMIN_JOB_POST_SORTS = jobPostsKind.list.sorts;
export const adminJobPostListQuerySchema = jobPostsKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminJobPost = z.infer<typeof jobPostsKind.schemas.answer>;
export type JobPostStats = z.infer<typeof jobPostsKind.schemas.stats>;
