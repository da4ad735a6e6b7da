import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema.ts';
import { contentKindRoutes } from '../admin/content-kind-routes.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function adminTestimonialsRoutes(db: Db, audit: AuditLog) {
  return contentKindRoutes(db, audit, testimonialsKind, testimonials);
}
