import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { Db } from '../../db/client.ts';
import { jobPosts } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminCareersRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, jobPostsKind, jobPosts);
}
