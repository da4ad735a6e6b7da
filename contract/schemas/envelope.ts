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
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** The success envelope of an answer as a schema: Fastify serializes from it, so nothing unlisted leaks. */
export function successEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

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
