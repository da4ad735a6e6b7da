import { count, desc, eq } from 'drizzle-orm';
import { IMAGE_KINDS, type ImageKind } from '#contract/images.ts';
import type { LocalizedText } from '#contract/localized.ts';
import type { AdminMedia, MediaAcceptedType, MediaUploadFields } from '#contract/schemas/media.ts';
import type { Db } from '../../db/client.ts';
import { type MediaVariant, media } from '../../db/schema.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import { encodeVariants } from './image-processing.ts';
import { type MediaStorage, newUploadBase } from './storage.ts';

type MediaRow = typeof media.$inferSelect;

/** The kind whose widths and aspect ratio the variants have (the table keeps no kind column). */
export function kindOfVariants(variants: readonly MediaVariant[]): ImageKind {
  const widths = [...new Set(variants.map((variant) => variant.width))].sort((a, b) => a - b);
  const largest = variants.find((variant) => variant.width === widths[widths.length - 1]);
  for (const [kind, spec] of Object.entries(IMAGE_KINDS) as [ImageKind, (typeof IMAGE_KINDS)[ImageKind]][]) {
    const sameWidths = spec.widths.length === widths.length && spec.widths.every((width, i) => width === widths[i]);
    const sameRatio = largest && Math.abs(largest.width * spec.height - largest.height * spec.width) <= spec.width;
    if (sameWidths && sameRatio) return kind;
  }
  return 'cover';
}

export function toAdminMedia(row: MediaRow): AdminMedia {
  return {
    id: row.id,
    base: `/media/uploads/${row.storageKey}`,
    kind: kindOfVariants(row.variants),
    width: row.width,
    height: row.height,
    variants: row.variants,
    alt: row.alt ?? null,
    original_name: row.originalName,
    mime_type: row.mimeType,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
  };
}

/** Keeps a printable, bounded file name for the library; it never decides anything. */
function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim();
  return cleaned.slice(0, 200) || 'image';
}

export interface UploadInput {
  data: Buffer;
  type: MediaAcceptedType;
  fileName: string | undefined;
  fields: MediaUploadFields;
  userId: number | null;
}

export function createMediaService(db: Db, storage: MediaStorage) {
  return {
    async upload(input: UploadInput): Promise<AdminMedia> {
      const encoded = await encodeVariants(input.data, input.type, input.fields.kind);
      const { base, storageKey } = newUploadBase();
      const variants = await storage.write(base, encoded);
      const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
      const alt: LocalizedText | null = input.fields.alt_fr
        ? { fr: input.fields.alt_fr, ...(input.fields.alt_en ? { en: input.fields.alt_en } : {}) }
        : null;
      try {
        const [row] = await db
          .insert(media)
          .values({
            originalName: cleanFileName(input.fileName),
            storageKey,
            mimeType: input.type,
            width: largest.width,
            height: largest.height,
            bytes: input.data.length,
            alt,
            variants,
            uploadedBy: input.userId,
          })
          .returning();
        if (!row) throw new Error('media insert returned nothing');
        return toAdminMedia(row);
      } catch (error) {
        await storage.remove(variants.map((variant) => variant.path));
        throw error;
      }
    },

    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(media),
      ]);
      return { items: rows.map(toAdminMedia), total: total?.value ?? 0 };
    },

    /** The bytes of an uploaded variant (link previews draw covers), or null when there is none at that path. */
    readVariant(publicPath: string): Promise<Buffer | null> {
      return storage.readVariant(publicPath);
    },

    /** Deletes the row, then its files; null when there is no such image. */
    async remove(id: number): Promise<AdminMedia | null> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning();
      if (!row) return null;
      await storage.remove(row.variants.map((variant) => variant.path));
      return toAdminMedia(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
