import { z } from 'zod';
import { REQUEST_LIMITS } from '../constants.ts';

/** A boolean in a query string: "true"/"1" or "false"/"0". */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid_value' })
  .transform((value) => value === 'true' || value === '1');

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(REQUEST_LIMITS.maxPerPage, { error: 'invalid_value' })
    .default(REQUEST_LIMITS.defaultPerPage),
});

export const searchQuerySchema = z.string().trim().max(100, { error: 'too_long' }).optional();

/** Largest value of a PostgreSQL integer column: a larger id can match nothing. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const idSchema = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .positive({ error: 'invalid_value' })
  .max(MAX_ID, { error: 'invalid_value' });

/** A row id in a path or query string. */
export const idQuerySchema = z.coerce
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .positive({ error: 'invalid_value' })
  .max(MAX_ID, { error: 'invalid_value' });

export const idParamSchema = z.object({ id: idQuerySchema });

export const slugSchema = z
  .string()
  .trim()
  .min(1, { error: 'invalid_value' })
  .max(120, { error: 'too_long' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug_invalid' });

export const slugParamSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const languageQuerySchema = z.object({ lang: z.string().optional() });

/** An optional text field: empty strings count as absent. */
export function optionalText(max: number) {
  return z
    .string({ error: 'invalid_value' })
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** An image field: the base path of an uploaded or seeded image (see contract/images.ts), or null. */
export const imagePathTextSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(300, { error: 'too_long' })
  .regex(/^\/media\/[A-Za-z0-9/_-]+$/, { error: 'invalid_value' });

export const imagePathSchema = imagePathTextSchema.nullable().default(null);
