import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ContentKindStore } from './content-kind-store.ts';
import type { EditMarks } from './edit-marks.ts';

/** The Fastify scope a kind's routes are added to (Zod schemas for bodies and answers). */
export type KindScope = Parameters<FastifyPluginAsyncZod>[0];

/** What every group of a kind's admin routes works with: its path, its store, the audit log, the editing marks. */
export interface KindRouteContext {
  /** `/admin/{kind}` */
  path: string;
  store: ContentKindStore;
  audit: AuditLog;
  marks: EditMarks;
}
