import { z } from 'zod';

/** A record's identifier in a list saved whole: lower-case words joined by hyphens ("cote-divoire"). */
export const recordIdSchema = z
  .string({ error: 'slug_invalid' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'slug_invalid' })
  .max(40, { error: 'too_long' });

/**
 * A refinement for a list of records saved whole: each record's `id` must be its own; a repeated one
 * is refused on that record's field with `message` (a validation message key).
 */
export function refineUniqueIds<Key extends string>(key: Key, message: string) {
  return (value: Record<Key, { id: string }[]>, context: z.RefinementCtx) => {
    const records = value[key];
    records.forEach((record, index) => {
      if (records.findIndex((other) => other.id === record.id) !== index)
        context.addIssue({ code: 'custom', path: [key, index, 'id'], message });
    });
  };
}
