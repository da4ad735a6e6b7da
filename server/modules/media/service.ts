import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { IMAGE_KINDS, type ImageKind } from '#contract/images.ts';
import type { LocalizedText } from '#contract/localized.ts';
import type { Language } from '#contract/languages.ts';
import type {
  AdminMedia,
  LibraryMedia,
  MediaAcceptedType,
  MediaUpdate,
  MediaUploadFields,
} from '#contract/schemas/media.ts';
import type { Db } from '../../db/client.ts';
import { type MediaVariant, media } from '../../db/schema.ts';
import { likePattern, localizedContains, offsetOf } from '../../lib/sql-helpers.ts';
import { encodeVariants } from './image-processing.ts';
import { type MediaStorage, newUploadBase, uploadBaseOf } from './storage.ts';
import { findUsages } from './usages.ts';

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

/** Images whose largest variant has the kind's aspect ratio (the same tolerance as kindOfVariants). */
function ofKind(kind: ImageKind): SQL {
  const { width, height } = IMAGE_KINDS[kind];
  return sql`abs(${media.width} * ${height} - ${media.height} * ${width}) <= ${width}`;
}

export interface MediaListQuery {
  page: number;
  perPage: number;
  search?: string | undefined;
  kind?: ImageKind | undefined;
  language: Language;
}

export function toAdminMedia(row: MediaRow): AdminMedia {
  return {
    id: row.id,
    base: uploadBaseOf(row.storageKey),
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
  async function withUsages(items: AdminMedia[], language: Language): Promise<LibraryMedia[]> {
    const usages = await findUsages(
      db,
      items.map((item) => item.base),
      language,
    );
    return items.map((item) => ({ ...item, usages: usages.get(item.base) ?? [] }));
  }

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

    /** A page of the library, newest first, each image with the items that use it. */
    async list({ page, perPage, search, kind, language }: MediaListQuery) {
      const where = and(
        search
          ? sql`(${media.originalName} ilike ${likePattern(search)} or ${localizedContains(media.alt, search)})`
          : undefined,
        kind ? ofKind(kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(media).where(where),
      ]);
      return { items: await withUsages(rows.map(toAdminMedia), language), total: total?.value ?? 0 };
    },

    /** One image of the library, or null. */
    async find(id: number, language: Language): Promise<LibraryMedia | null> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      if (!row) return null;
      const [found] = await withUsages([toAdminMedia(row)], language);
      return found ?? null;
    },

    /** Changes the alternative text; null when there is no such image. */
    async update(id: number, changes: MediaUpdate, language: Language): Promise<LibraryMedia | null> {
      const [row] = await db.update(media).set({ alt: changes.alt }).where(eq(media.id, id)).returning();
      if (!row) return null;
      const [updated] = await withUsages([toAdminMedia(row)], language);
      return updated ?? null;
    },

    /** The image files themselves, on the disk or in the bucket (a content import writes them under their own keys). */
    storage,

    /** The bytes of an uploaded variant (link previews draw covers), or null when there is none at that path. */
    readVariant(publicPath: string): Promise<Buffer | null> {
      return storage.readVariant(publicPath);
    },

    /** Deletes the row, then its files; null when there is no such image. The caller checks its usages first. */
    async remove(id: number): Promise<AdminMedia | null> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning();
      if (!row) return null;
      await storage.remove(row.variants.map((variant) => variant.path));
      return toAdminMedia(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
