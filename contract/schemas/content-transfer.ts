import { z } from 'zod';

/** An item of the file that is already on this site: same address (slug), or same name for a kind without one. */
export const contentImportConflictSchema = z.object({
  name: z.string(),
  slug: z.string().nullable(),
});

/**
 * What an import of a content file does, told before anything is written (POST
 * /api/admin/content-transfer/check) and after (…/import): per content kind, how many items the file
 * holds and which are already here; the images it brings; the settings it replaces.
 */
export const contentImportReportSchema = z.object({
  exported_at: z.string(),
  app_version: z.string(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      items: z.number(),
      conflicts: z.array(contentImportConflictSchema),
    }),
  ),
  media: z.object({ images: z.number(), already_here: z.number() }),
  settings: z.array(z.string()),
  /** How many items are already here, all kinds together: the import writes none of them. */
  conflicts: z.number(),
  imported: z.boolean(),
});
export type ContentImportReport = z.infer<typeof contentImportReportSchema>;

/** What to do with the items already here: nothing is imported while there are some, unless told to skip them. */
export const contentImportQuerySchema = z.object({
  on_conflict: z.enum(['stop', 'skip']).default('stop'),
});
