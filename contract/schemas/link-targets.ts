import { z } from 'zod';

/** A page an editor can link to from a text: an item of a kind with pages, in both languages. */
export const linkTargetSchema = z.object({
  /** The content kind's name in /api/admin/{kind}. */
  kind: z.string(),
  id: z.number(),
  title: z.object({ fr: z.string(), en: z.string().optional() }),
  /** The page's path in each language, without the `/en` prefix. */
  paths: z.object({ fr: z.string(), en: z.string() }),
  /** False while it is a draft, scheduled or closed: the link leads nowhere yet. */
  public: z.boolean(),
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;
