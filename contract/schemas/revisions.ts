import { z } from 'zod';

/** One saved state of an item, without the item: who, when, which declared fields changed. */
export const revisionSummarySchema = z.object({
  id: z.number(),
  /** Null for the state the item had before its first recorded change (seeded or older content). */
  author: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  created_at: z.string(),
  changed_fields: z.array(z.string()),
  /** The revision a restore put back. */
  restored_from: z.number().nullable(),
});

/** One saved state with the whole item as the admin API answered it then. */
export const revisionSchema = <Item extends z.ZodType>(item: Item) => revisionSummarySchema.extend({ item });

export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision<Item> = RevisionSummary & { item: Item };

/** Revisions kept per item; older ones are pruned. */
export const MAX_REVISIONS_PER_ITEM = 50;
