import { z } from 'zod';

/** POST /api/admin/{kind}/{id}/preview: the item's preview page in each language, until `expires_at`. */
export const previewLinkSchema = z.object({ fr: z.string(), en: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
