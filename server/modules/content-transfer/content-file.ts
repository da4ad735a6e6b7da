import { getTableName, sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dumpTable } from '../backups/database-dump.ts';
import type { MediaStorage } from '../media/storage.ts';
import { uploadBaseOf, uploadKeyOf } from '../media/storage.ts';
import { KIND_TABLES } from '../content/kind-tables.ts';
import { SITE_SETTINGS_KEYS } from '../settings/repository.ts';
import { STUDY_ABROAD_KEY } from '../study-abroad/repository.ts';
import { MONEY_TRANSFER_KEY } from '../money-transfer/repository.ts';
import { REPLY_TEMPLATES_KEY } from '../messages/reply-templates.ts';

export const CONTENT_FILE_FORMAT = 'weltaare-content';
export const CONTENT_FILE_VERSION = 1;
const CONTENT_JSON = 'content.json';
const mediaPart = (key: string) => `media/${key}`;

/**
 * The settings that are the site's words and figures, moved with its content. Never the instance's
 * own: its secret, its security policy (two-factor), its retention of personal data.
 */
export const CONTENT_SETTINGS: readonly string[] = [
  ...SITE_SETTINGS_KEYS,
  STUDY_ABROAD_KEY,
  MONEY_TRANSFER_KEY,
  REPLY_TEMPLATES_KEY,
];

/** Columns left out of an export: the row's edit version and editor (this site's), and private data. */
export const LEFT_OUT_COLUMNS = new Set(['version', 'updated_by']);
const PRIVATE_COLUMNS: Record<string, readonly string[]> = { testimonials: ['client_email'] };

const rowSchema = z.record(z.string(), z.unknown());
const variantSchema = z.object({
  format: z.enum(['webp', 'avif']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  path: z.string(),
  bytes: z.number().int().nonnegative(),
});
const mediaRowSchema = z
  .object({ storage_key: z.string().regex(/^\d{4}\/\d{2}\/[a-f0-9]{20}$/), variants: z.array(variantSchema) })
  .loose();

export const contentFileSchema = z.object({
  format: z.literal(CONTENT_FILE_FORMAT),
  format_version: z.literal(CONTENT_FILE_VERSION),
  exported_at: z.string(),
  app_version: z.string(),
  /** Each kind's items by its name (`services`, `blog`…), as the database writes their columns. */
  kinds: z.record(z.string(), z.array(rowSchema.and(z.object({ id: z.number().int() })))),
  settings: z.array(z.object({ key: z.string(), value: z.unknown() })),
  media: z.array(mediaRowSchema),
});
export type ContentFile = z.infer<typeof contentFileSchema>;
export type ContentMediaRow = ContentFile['media'][number];

/** A content file with the images it brings, read and checked whole. */
export interface OpenedContentFile {
  content: ContentFile;
  /** The bytes of an image's variant, by its public path; null when the file lacks it. */
  variant(publicPath: string): Uint8Array | null;
}

/** Why a file cannot be imported: not one of ours, or damaged. */
export class ContentFileError extends Error {}

export const rowsOf = async (db: Pick<Db, 'execute'>, table: string) =>
  JSON.parse((await dumpTable(db, table)).json) as Record<string, unknown>[];

/**
 * Every item of every content kind, the settings that are the site's words, and the images they
 * show, as one ZIP (issue 34): `content.json` and `media/<key>` for each size and format.
 * Read in one snapshot, so an editor's save meanwhile is wholly in it or wholly out.
 */
export async function exportContent(
  db: Db,
  media: Pick<MediaStorage, 'readVariant'>,
  { appVersion, now }: { appVersion: string; now: Date },
): Promise<Buffer> {
  const { kinds, settings, images } = await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const kinds: ContentFile['kinds'] = {};
      for (const { kind, table } of KIND_TABLES) {
        const tableName = getTableName(table);
        const leftOut = new Set([...LEFT_OUT_COLUMNS, ...(PRIVATE_COLUMNS[tableName] ?? [])]);
        kinds[kind.name] = (await rowsOf(tx, tableName))
          .map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !leftOut.has(column))))
          .sort((a, b) => Number(a.id) - Number(b.id)) as ContentFile['kinds'][string];
      }
      const settings = (await rowsOf(tx, 'settings'))
        .filter((row) => CONTENT_SETTINGS.includes(String(row.key)))
        .map((row) => ({ key: String(row.key), value: row.value }));
      return { kinds, settings, images: await rowsOf(tx, 'media') };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  // The images the content shows: those whose address appears in an item or a setting.
  const words = JSON.stringify([kinds, settings]);
  const used = images
    .map((row) => mediaRowSchema.parse(row))
    .filter((row) => words.includes(uploadBaseOf(row.storage_key)))
    .map(({ id: _id, uploaded_by: _by, ...row }) => row);
  const files: Zippable = {};
  for (const row of used) {
    for (const variant of row.variants) {
      const key = uploadKeyOf(variant.path);
      const data = key ? await media.readVariant(variant.path) : null;
      if (key && data) files[mediaPart(key)] = data;
    }
  }
  const content: ContentFile = {
    format: CONTENT_FILE_FORMAT,
    format_version: CONTENT_FILE_VERSION,
    exported_at: now.toISOString(),
    app_version: appVersion,
    kinds,
    settings,
    media: used as ContentMediaRow[],
  };
  files[CONTENT_JSON] = strToU8(`${JSON.stringify(content, null, 2)}\n`);
  // The images are compressed already: stored as they are.
  return Buffer.from(zipSync(files, { level: 0, mtime: now }));
}

/** Reads a content file: a ZIP with `content.json` of this format, checked before anything uses it. */
export function openContentFile(data: Uint8Array): OpenedContentFile {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data);
  } catch {
    throw new ContentFileError('not a ZIP file');
  }
  const json = entries[CONTENT_JSON];
  if (!json) throw new ContentFileError(`no ${CONTENT_JSON}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(json));
  } catch {
    throw new ContentFileError(`${CONTENT_JSON} is not JSON`);
  }
  const checked = contentFileSchema.safeParse(parsed);
  if (!checked.success) throw new ContentFileError(`${CONTENT_JSON} is not a content export this version reads`);
  return {
    content: checked.data,
    variant(publicPath) {
      const key = uploadKeyOf(publicPath);
      return key ? (entries[mediaPart(key)] ?? null) : null;
    },
  };
}
