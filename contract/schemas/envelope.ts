import { z } from 'zod';

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
  meta?: PageMeta;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  /** What a client needs to resolve the error: a 409 version conflict's `VersionConflict`. */
  data?: unknown;
}

/** Who made an item's current version, and when (ADR 0038). */
export interface SavedVersion {
  version: number;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
}

/** The `data` of a 409 `version_conflict`: the stored version, who saved it and when, and the stored item. */
export interface VersionConflict<Item> extends SavedVersion {
  current: Item;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** The success envelope of an answer as a schema: Fastify serializes from it, so nothing unlisted leaks. */
export function successEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** The error envelope as a schema: every route's error answers (401, 404, 422…) are described by it. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field errors in the visitor's language, keyed by the field's dotted path (422). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** What a client needs to resolve the error: a 409 version conflict's `VersionConflict`. */
  data: z.unknown().optional(),
});

export const pageMetaSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_pages: z.number(),
});

/** A page of a list: `data` and its `meta`. */
export function pageEnvelopeSchema<Item extends z.ZodType>(item: Item) {
  return successEnvelopeSchema(z.array(item)).extend({ meta: pageMetaSchema });
}

/** A whole list as `data`. */
export function listEnvelopeSchema<Item extends z.ZodType>(item: Item) {
  return successEnvelopeSchema(z.array(item));
}
