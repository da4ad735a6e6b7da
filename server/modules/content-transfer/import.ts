import { getTableName, type SQLWrapper, sql } from 'drizzle-orm';
import type { ContentImportReport } from '#contract/schemas/content-transfer.ts';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { itemName } from '#contract/content-kinds/item-name.ts';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { rowsOfResult } from '../../lib/sql-helpers.ts';
import { sanitizeFieldValue } from '../../lib/sanitize-rich-text.ts';
import { KIND_TABLES, type KindTable } from '../content/kind-tables.ts';
import { type MediaStorage, type StoredFile, uploadBaseOf } from '../media/storage.ts';
import {
  CONTENT_SETTINGS,
  ContentFileError,
  type ContentMediaRow,
  LEFT_OUT_COLUMNS,
  type OpenedContentFile,
  rowsOf,
} from './content-file.ts';

type Row = Record<string, unknown> & { id: number };

/** How an item is known across two sites: its French address, its name for a kind without one, a page by its key. */
function identity(kind: ContentKind) {
  const slug = Object.entries(kind.fields).find(([, field]) => field.type === 'slug' && !field.englishSlug)?.[0];
  const englishSlug = Object.entries(kind.fields).find(([, field]) => field.englishSlug)?.[0];
  return {
    slug,
    /** The keys an item takes on this site: each must be free for it to go in. */
    keys(row: Record<string, unknown>): string[] {
      if (kind.fixedItems) return [`key:${String(row.key)}`];
      if (!slug) return [`name:${itemName(kind, row).trim().toLowerCase()}`];
      const french = String(row[slug]);
      const english = englishSlug && row[englishSlug] ? String(row[englishSlug]) : french;
      return [`fr:${french}`, `en:${english}`];
    },
  };
}

/** The relation columns of a kind: the column and the kind whose id it holds. */
const relationsOf = (kind: ContentKind) =>
  Object.entries(kind.fields).flatMap(([column, field]) =>
    field.type === 'relation' && field.relation ? [{ column, kind: field.relation }] : [],
  );

/** The kinds in an order where each comes after the kinds it names (a project after services). */
function importOrder(): KindTable[] {
  const ordered: KindTable[] = [];
  const left = [...KIND_TABLES];
  while (left.length > 0) {
    const index = left.findIndex((entry) =>
      relationsOf(entry.kind).every(
        (relation) => relation.kind === entry.kind.name || ordered.some((done) => done.kind.name === relation.kind),
      ),
    );
    if (index < 0) throw new Error('content kinds name each other in a cycle');
    ordered.push(...left.splice(index, 1));
  }
  return ordered;
}

/**
 * The file's values checked as the back office checks an editor's (a file is not trusted more than a
 * form): each declared field's value, rich text sanitized again. Dates and relations are left to the
 * database and to the remapping.
 */
function checkedRow(kind: ContentKind, row: Row): Row {
  const checked: Row = { ...row };
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.type === 'date' || field.type === 'datetime' || field.type === 'relation') continue;
    if (!(name in row)) continue;
    const parsed = field.value.safeParse(row[name]);
    if (!parsed.success) {
      throw new ContentFileError(`${kind.name}, item ${itemName(kind, row)}: ${name} is not a valid value`);
    }
    checked[name] = sanitizeFieldValue(field, parsed.data, name);
  }
  return checked;
}

async function columnsOf(db: Pick<Db, 'execute'>, table: string): Promise<Set<string>> {
  const result = await db.execute(
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
  );
  return new Set(rowsOfResult<{ column_name: string }>(result).map((row) => row.column_name));
}

/** Inserts one row under a new id, its columns as the file writes them (read by PostgreSQL itself): the id. */
async function insertRow(db: Pick<Db, 'execute'>, table: string, columns: Set<string>, row: Record<string, unknown>) {
  const names = Object.keys(row).filter((name) => columns.has(name) && name !== 'id' && !LEFT_OUT_COLUMNS.has(name));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const target = sql.identifier(table);
  const result = await db.execute(
    sql`insert into ${target} (${list}) select ${list} from json_populate_record(null::${target}, ${JSON.stringify(row)}::json) returning id`,
  );
  return rowsOfResult<{ id: number }>(result)[0]!.id;
}

/**
 * Replaces a row's columns but its id, key and dates with the file's (a page of the site), as a new
 * version of it; a row already the same is left alone, so a form open on it stays valid.
 */
async function replaceRow(
  db: Pick<Db, 'execute'>,
  table: string,
  columns: Set<string>,
  id: number,
  row: Record<string, unknown>,
) {
  const kept = new Set(['id', 'key', 'created_at', 'updated_at']);
  const names = Object.keys(row).filter((name) => columns.has(name) && !kept.has(name) && !LEFT_OUT_COLUMNS.has(name));
  const target = sql.identifier(table);
  const column = (from: SQLWrapper, name: string) => sql`${from}.${sql.identifier(name)}`;
  const incoming = sql.identifier('incoming');
  const assignments = sql.join(
    names.map((name) => sql`${sql.identifier(name)} = ${column(incoming, name)}`),
    sql`, `,
  );
  const list = (from: SQLWrapper) =>
    sql.join(
      names.map((name) => column(from, name)),
      sql`, `,
    );
  await db.execute(
    sql`update ${target} set ${assignments}, version = ${target}.version + 1, updated_at = now()
        from json_populate_record(null::${target}, ${JSON.stringify(row)}::json) as ${incoming}
        where ${target}.id = ${id} and (${list(target)}) is distinct from (${list(incoming)})`,
  );
}

interface Plan {
  report: ContentImportReport;
  /** Per kind, the file's item ids already here, with the id of the item they match. */
  existing: Map<string, Map<number, number>>;
  newMedia: ContentMediaRow[];
}

/** What importing the file would do on this site, read without writing. */
async function plan(db: Pick<Db, 'execute'>, file: OpenedContentFile, language: Language): Promise<Plan> {
  const { content } = file;
  const kinds: ContentImportReport['kinds'] = [];
  const existing = new Map<string, Map<number, number>>();
  for (const { kind, table } of importOrder()) {
    const incoming = content.kinds[kind.name] ?? [];
    const { slug, keys } = identity(kind);
    const here = new Map<string, number>();
    for (const row of await rowsOf(db, getTableName(table))) for (const key of keys(row)) here.set(key, Number(row.id));
    const matched = new Map<number, number>();
    const conflicts: ContentImportReport['kinds'][number]['conflicts'] = [];
    for (const row of incoming) {
      const match = keys(row)
        .map((key) => here.get(key))
        .find((id) => id !== undefined);
      if (match === undefined) continue;
      matched.set(row.id, match);
      // The site's own pages are not in the way: the file's replace them, as its settings do.
      if (kind.fixedItems) continue;
      conflicts.push({ name: itemName(kind, row, language), slug: slug ? String(row[slug]) : null });
    }
    existing.set(kind.name, matched);
    kinds.push({ kind: kind.name, items: incoming.length, conflicts });
  }
  const keptKeys = new Set((await rowsOf(db, 'media')).map((row) => String(row.storage_key)));
  const newMedia = content.media.filter((row) => !keptKeys.has(row.storage_key));
  const stored = await rowsOf(db, 'settings');
  const settings = content.settings
    .filter((setting) => CONTENT_SETTINGS.includes(setting.key))
    .filter(
      (setting) =>
        JSON.stringify(stored.find((row) => row.key === setting.key)?.value) !== JSON.stringify(setting.value),
    )
    .map((setting) => setting.key);
  return {
    report: {
      exported_at: content.exported_at,
      app_version: content.app_version,
      kinds,
      media: { images: content.media.length, already_here: content.media.length - newMedia.length },
      settings,
      conflicts: kinds.reduce((sum, kind) => sum + kind.conflicts.length, 0),
      imported: false,
    },
    existing,
    newMedia,
  };
}

/** The import's report, nothing written: for staff to read before they import. */
export async function checkContentImport(
  db: Db,
  file: OpenedContentFile,
  language: Language,
): Promise<ContentImportReport> {
  return (await plan(db, file, language)).report;
}

export class ContentImportConflicts extends Error {
  constructor(readonly report: ContentImportReport) {
    super(`${report.conflicts} items are already on this site`);
  }
}

/**
 * Imports the file: images first (the same keys, so every address in the content still names them),
 * then every item under a new id, its relations following their items to their new ids, and the
 * settings; in one transaction. Items already here (same slug, or same name) stop the import, unless
 * `skip`: they are left as they are here, and what named them names the site's own.
 */
export async function importContent(
  db: Db,
  media: Pick<MediaStorage, 'write' | 'remove' | 'readVariant'>,
  file: OpenedContentFile,
  { skipExisting, language }: { skipExisting: boolean; language: Language },
): Promise<ContentImportReport> {
  const { report, existing, newMedia } = await plan(db, file, language);
  if (report.conflicts > 0 && !skipExisting) throw new ContentImportConflicts(report);
  // Every item is checked before anything is written.
  const checked = new Map(
    KIND_TABLES.map(({ kind }) => [
      kind.name,
      (file.content.kinds[kind.name] ?? []).map((row) => checkedRow(kind, row)),
    ]),
  );

  const written: string[] = [];
  try {
    for (const row of newMedia) written.push(...(await writeImages(media, file, row)));
    await db.transaction(async (tx) => {
      for (const row of newMedia) {
        await insertRow(tx, 'media', await columnsOf(tx, 'media'), { ...row, uploaded_by: null });
      }
      const newIds = new Map<string, Map<number, number>>();
      for (const { kind, table } of importOrder()) {
        const tableName = getTableName(table);
        const columns = await columnsOf(tx, tableName);
        const matched = existing.get(kind.name)!;
        const ids = new Map(matched);
        newIds.set(kind.name, ids);
        for (const row of checked.get(kind.name)!) {
          const here = matched.get(row.id);
          if (here !== undefined && kind.fixedItems) await replaceRow(tx, tableName, columns, here, row);
          if (here !== undefined) continue;
          const values: Record<string, unknown> = { ...row };
          for (const relation of relationsOf(kind)) {
            const named = row[relation.column];
            values[relation.column] =
              typeof named === 'number' ? (newIds.get(relation.kind)?.get(named) ?? null) : null;
          }
          ids.set(row.id, await insertRow(tx, tableName, columns, values));
        }
      }
      for (const setting of file.content.settings.filter((entry) => report.settings.includes(entry.key))) {
        await tx.execute(
          sql`insert into settings (key, value, updated_at) values (${setting.key}, ${JSON.stringify(setting.value)}::jsonb, now())
              on conflict (key) do update set value = excluded.value, updated_at = now()`,
        );
      }
      // A form opened on the settings before the import is now out of date: its save is refused.
      if (report.settings.length > 0) await tx.execute(sql`update record_versions set version = version + 1`);
    });
  } catch (error) {
    await media.remove(written).catch(() => undefined);
    throw error;
  }
  return { ...report, imported: true };
}

/**
 * Writes an image's variants from the file under its own key: the public paths written. A variant
 * already stored there (an import stopped half-way before) is left as it is.
 */
async function writeImages(
  media: Pick<MediaStorage, 'write' | 'readVariant'>,
  file: OpenedContentFile,
  row: ContentMediaRow,
) {
  const files: StoredFile[] = [];
  for (const variant of row.variants) {
    const data = file.variant(variant.path);
    if (!data) throw new ContentFileError(`the image ${variant.path} is missing from the file`);
    if (await media.readVariant(variant.path)) continue;
    files.push({ format: variant.format, width: variant.width, height: variant.height, data: Buffer.from(data) });
  }
  if (files.length === 0) return [];
  const written = await media.write(uploadBaseOf(row.storage_key), files);
  return written.map((variant) => variant.path);
}
