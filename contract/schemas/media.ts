import { z } from 'zod';
import { REQUEST_LIMITS } from '../constants.ts';
import { IMAGE_FORMATS, IMAGE_KINDS, type ImageKind } from '../images.ts';
import { localizedText } from '../localized.ts';
import { optionalText, paginationQuerySchema, searchQuerySchema } from './common.ts';

/** Uploads larger than this answer 413; the form can check it before sending. */
export const MEDIA_MAX_UPLOAD_BYTES = REQUEST_LIMITS.imageUploadBytes;

/** Image types accepted for upload, recognized by their content (never by name or declared type). */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaAcceptedType = (typeof MEDIA_ACCEPTED_TYPES)[number];

export const IMAGE_KIND_NAMES = Object.keys(IMAGE_KINDS) as ImageKind[];

/**
 * Text fields of the multipart POST /api/admin/media (the image itself is the `file` part).
 * The English alternative text needs the French one, as every localized text does.
 */
export const mediaUploadFieldsSchema = z
  .object({
    alt_fr: optionalText(300),
    alt_en: optionalText(300),
    kind: z.enum(IMAGE_KIND_NAMES as [ImageKind, ...ImageKind[]], { error: 'invalid_value' }).default('cover'),
  })
  .strict()
  .superRefine((fields, context) => {
    if (fields.alt_en && !fields.alt_fr) {
      context.addIssue({ code: 'custom', path: ['alt_fr'], message: 'french_required' });
    }
  });

export type MediaUploadFields = z.output<typeof mediaUploadFieldsSchema>;

/** The library's list: a page, narrowed by a search of the file name and both alt texts, and by image kind. */
export const mediaListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  kind: z.enum(IMAGE_KIND_NAMES as [ImageKind, ...ImageKind[]], { error: 'invalid_value' }).optional(),
});

/** PATCH /api/admin/media/{id}: the alternative text in both languages (null: the image says nothing). */
export const mediaUpdateSchema = z.object({ alt: localizedText(300).nullable() }).strict();
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

export const mediaVariantSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number(),
  height: z.number(),
  /** Public URL path, `{base}-{width}.{format}`. */
  path: z.string(),
  bytes: z.number(),
});
export type MediaVariantInfo = z.infer<typeof mediaVariantSchema>;

/** An uploaded image as the admin API returns it; `base` goes into any image field of the content. */
export const adminMediaSchema = z.object({
  id: z.number(),
  /** `/media/uploads/<yyyy>/<mm>/<random-id>`: accepted by imagePathSchema. */
  base: z.string(),
  kind: z.enum(Object.keys(IMAGE_KINDS) as [ImageKind, ...ImageKind[]]),
  /** Size of the largest variant. */
  width: z.number(),
  height: z.number(),
  variants: z.array(mediaVariantSchema),
  alt: z.object({ fr: z.string(), en: z.string().optional() }).nullable(),
  original_name: z.string(),
  /** Detected type of the uploaded file. */
  mime_type: z.string(),
  /** Size of the uploaded file. */
  bytes: z.number(),
  created_at: z.string(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

/** A content item whose fields or text show an image. */
export const mediaUsageSchema = z.object({
  /** The content kind's name in /api/admin/{kind}. */
  kind: z.string(),
  id: z.number(),
  name: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** An image in the library: the upload and where it is used. */
export const libraryMediaSchema = adminMediaSchema.extend({ usages: z.array(mediaUsageSchema) });
export type LibraryMedia = z.infer<typeof libraryMediaSchema>;
