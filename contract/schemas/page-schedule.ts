import { z } from 'zod';
import { pagesKind } from '../content-kinds/all-kinds.ts';

/** When a scheduled change goes online: a moment with its offset (the form sends Conakry time, UTC). */
const publishAtSchema = z.iso.datetime({ offset: true, error: 'invalid_value' });

const withoutPublishAt = (body: unknown) => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { publish_at: _when, ...page } = body as Record<string, unknown>;
  return page;
};

/**
 * PUT /api/admin/pages/{id}/schedule (ADR 0071): the page whole, as a save would send it, and
 * `publish_at`. A field is refused on its own name, as a save's is.
 */
export const pageScheduleInputSchema = z
  .object({ publish_at: publishAtSchema })
  .and(z.preprocess(withoutPublishAt, pagesKind.schemas.input));

/** A page's scheduled change: when, from which version, by whom, and the fields it sets (those it changes). */
export const pageScheduleSchema = z.object({
  publish_at: z.string(),
  base_version: z.number(),
  author: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  created_at: z.string(),
  changed_fields: z.array(z.string()),
  changes: z.record(z.string(), z.unknown()),
});
export type PageSchedule = z.infer<typeof pageScheduleSchema>;
