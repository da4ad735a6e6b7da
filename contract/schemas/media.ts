import { z } from 'zod';
import { IMAGE_KINDS, type ImageFormat, type ImageKind } from '../images.ts';
import type { LocalizedText } from '../localized.ts';
import { optionalText, paginationQuerySchema } from './common.ts';

/** Uploads larger than this answer 413; the form can check it before sending. */
export const MEDIA_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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

export const mediaListQuerySchema = paginationQuerySchema;

export interface MediaVariantInfo {
  format: ImageFormat;
  width: number;
  height: number;
  /** Public URL path, `{base}-{width}.{format}`. */
  path: string;
  bytes: number;
}

/** An uploaded image as the admin API returns it; `base` goes into any image field of the content. */
export interface AdminMedia {
  id: number;
  /** `/media/uploads/<yyyy>/<mm>/<random-id>`: accepted by imagePathSchema. */
  base: string;
  kind: ImageKind;
  /** Size of the largest variant. */
  width: number;
  height: number;
  variants: MediaVariantInfo[];
  alt: LocalizedText | null;
  original_name: string;
  /** Detected type of the uploaded file. */
  mime_type: string;
  /** Size of the uploaded file. */
  bytes: number;
  created_at: string;
}
