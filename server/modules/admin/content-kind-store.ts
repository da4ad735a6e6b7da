import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { ALL_STATES, SCHEDULED_QUERY, SCHEDULED_STATE, stateFieldsOf } from '#contract/content-kinds/list-states.ts';
import type { LocalizedText } from '#contract/localized.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { isCurrentVersion, versionConflict } from '../../http/versions.ts';
import { foreignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { sanitizeFieldValue } from '../../lib/sanitize-rich-text.ts';
import { savedVersionOf, type VersionColumns } from '../../lib/saved-version.ts';
import { slugify } from '../../lib/slugify.ts';
import { foldedForSearch, frenchSortKey, likePattern, localizedContains, pageOf } from '../../lib/sql-helpers.ts';
import { createRevisionStore, type RecordedRevision, type WriteAuthor } from '../revisions/revision-store.ts';
import { itemPublicPaths, recordMove, recordReplacement } from '../redirects/redirects.ts';

export type Row = Record<string, unknown> & { id: number };
/** Who writes and from which version: a staff member's request, or a scheduled change in its author's name. */
export type WriteOrigin = WriteAuthor & Pick<FastifyRequest, 'expectedVersion'>;
export type Values = Record<string, unknown>;
type Item = Values & { id: number; updated_at: string; version: number };

/** What the audit log says of a save: the fields it changed and the revision that keeps it. */
export const auditDetails = (revision: RecordedRevision, restoredFrom?: number) => ({
  fields: revision.changedFields,
  revision: revision.id,
  ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }),
});

/**
 * What a kind does that a declaration cannot say (ADR 0009): values computed by the database
 * when a body is written or a transition runs (a post published without a date is dated now).
 */
export interface ContentKindHooks {
  /** Adds or changes column values after the declared fields are mapped; `input` is the validated body. */
  onWrite?: (values: Values, input: Values) => void;
  /** Extra column values of a transition, e.g. `publishedAt` on publish. */
  transitions?: Record<string, () => Values>;
  /** The condition of the list's other query parameters (`list.query` of the declaration). */
  where?: (query: Values) => SQL | undefined;
}

/** The API names fields in snake_case, Drizzle's schema in camelCase (`website_url` -> `websiteUrl`). */
export const columnKey = (field: string) =>
  field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The column of a declared field (or `id`, `created_at`...) in the kind's table; a missing one is a programming error. */
export function columnOf(kind: Pick<ContentKind, 'name'>, table: PgTable): (name: string) => AnyPgColumn {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return (name) => {
    const found = columns[columnKey(name)];
    if (!found) throw new Error(`${kind.name}: no column for "${name}"`);
    return found;
  };
}

/** A name holds the term whatever its case and accents ("a propos" finds "À propos"). */
const foldedIncludes = (text: string, term: string) => foldedForSearch(text).includes(foldedForSearch(term.trim()));

/**
 * The rows whose declared search fields contain the term (ILIKE; both languages of a localized
 * text; a choice's option names in either language).
 */
export function searchOf(
  kind: Pick<ContentKind, 'fields' | 'list'>,
  column: (name: string) => AnyPgColumn,
  term: string,
) {
  return or(
    ...kind.list.search.map((name) => {
      const field = kind.fields[name];
      if (field?.type.startsWith('localized')) return localizedContains(column(name), term);
      // A choice staff know by names ("Accueil" for `home`): the options whose name holds the term.
      const named = Object.entries(field?.optionNames ?? {})
        .filter(([, names]) => Object.values(names).some((text) => foldedIncludes(text, term)))
        .map(([option]) => option);
      const byValue = ilike(column(name), likePattern(term));
      return named.length > 0 ? or(byValue, inArray(column(name), named)) : byValue;
    }),
  );
}

const invalidField = (
  request: FastifyRequest,
  field: string,
  key: 'invalid_value' | 'slug_invalid' | 'slug_reserved',
) => new HttpError(422, 'validation_failed', { [field]: [VALIDATION_MESSAGES[key][apiLanguage(request)]] });

/** A row as the admin API answers it: the declared fields (dates as ISO text), its id and dates. */
export function answerOf(kind: ContentKind) {
  const names = Object.keys(kind.fields);
  return (row: Record<string, unknown>): Item => {
    const answer = { id: row.id } as Item;
    for (const name of names) {
      const value = row[columnKey(name)];
      answer[name] = value instanceof Date ? value.toISOString() : value;
    }
    answer.created_at = (row.createdAt as Date).toISOString();
    answer.updated_at = (row.updatedAt as Date).toISOString();
    answer.version = row.version as number;
    return answer;
  };
}

/**
 * The reads and writes of one content kind's table, drawn from its declaration: the body's values
 * mapped to columns (slugs made, rich text sanitized), the list's conditions and order, counts, and
 * every write in a transaction that keeps its revision. The routes (list and form, revisions,
 * preview, bulk) share it.
 */
export function createContentKindStore(db: Db, kind: ContentKind, table: PgTable, hooks: ContentKindHooks = {}) {
  const column = columnOf(kind, table);
  const idColumn = column('id');
  const fields = Object.entries(kind.fields);
  const slugField = fields.find(([, field]) => field.slug);
  // A related item that does not exist is the client's mistake, on that field.
  const fieldOfConstraint = new Map(
    getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
      const [fkColumn] = foreignKey.reference().columns;
      const field = fields.find(([name]) => fkColumn && column(name) === fkColumn)?.[0];
      return field ? [[foreignKey.getName(), field] as const] : [];
    }),
  );
  const fieldNames = Object.keys(kind.fields);
  const revisions = createRevisionStore(db);
  // Drizzle's builders are typed per table; this factory works on any table of the schema.
  type Writer = Parameters<Parameters<Db['transaction']>[0]>[0];
  const builders = (writer: Writer) =>
    writer as unknown as {
      select: () => { from: (t: PgTable) => { where: (w: SQL) => { for: (lock: 'update') => Promise<Row[]> } } };
      insert: (t: PgTable) => { values: (v: Values) => { returning: () => Promise<Row[]> } };
      update: (t: PgTable) => { set: (v: Values) => { where: (w: SQL) => { returning: () => Promise<Row[]> } } };
      delete: (t: PgTable) => { where: (w: SQL) => { returning: () => Promise<Row[]> } };
    };

  function slugOf(request: FastifyRequest, input: Values, replacing: boolean): string | undefined {
    if (!slugField) return undefined;
    const [name, field] = slugField;
    const given = typeof input[name] === 'string' && input[name] !== '' ? (input[name] as string) : null;
    const source = input[field.slug?.from ?? ''] as LocalizedText | undefined;
    // A partial update changes the slug only when it names one.
    if (!given && !replacing) return undefined;
    const slug = given ?? slugify(source?.fr ?? '');
    if (!slug) throw invalidField(request, name, 'slug_invalid');
    if (field.slug?.reserved.includes(slug) || /^\d+$/.test(slug)) throw invalidField(request, name, 'slug_reserved');
    return slug;
  }

  function englishSlugOf(request: FastifyRequest, name: string, value: unknown): string | null {
    if (typeof value !== 'string' || value === '') return null;
    if (kind.fields[name]?.englishSlug?.reserved.includes(value) || /^\d+$/.test(value))
      throw invalidField(request, name, 'slug_reserved');
    return value;
  }

  function toValues(request: FastifyRequest, input: Values, replacing: boolean): Values {
    const values: Values = {};
    for (const [name, field] of fields) {
      const value = input[name];
      if (field.englishSlug && value !== undefined) values[columnKey(name)] = englishSlugOf(request, name, value);
      if (field.type === 'slug') continue;
      if (value === undefined) continue;
      if (field.type === 'localized-rich-text' || field.type === 'sections')
        values[columnKey(name)] = sanitizeFieldValue(field, value, name);
      else if (field.type === 'datetime') values[columnKey(name)] = value === null ? null : new Date(value as string);
      else values[columnKey(name)] = value;
    }
    const slug = slugOf(request, input, replacing);
    if (slug && slugField) values[columnKey(slugField[0])] = slug;
    hooks.onWrite?.(values, input);
    return values;
  }

  const toAnswer = answerOf(kind);

  const matches = (values: Values): SQL | undefined =>
    and(
      ...Object.entries(values).map(([name, value]) =>
        value === null ? sql`${column(name)} is null` : eq(column(name), value),
      ),
    );

  // Set to go online, its publication date still ahead: the list's "Scheduled" tab.
  const scheduled = kind.schedule ? and(matches(kind.publicWhen), gt(column(kind.schedule), sql`now()`))! : sql`false`;
  const stateFields = new Set(stateFieldsOf(kind));

  /** The list's conditions; without `states`, those the state tabs set are left out (to count each tab). */
  function where(query: Values, { states = true } = {}): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (typeof query.search === 'string' && query.search !== '') conditions.push(searchOf(kind, column, query.search));
    for (const name of kind.list.filters) {
      if (query[name] !== undefined && (states || !stateFields.has(name)))
        conditions.push(eq(column(name), query[name]));
    }
    if (states && query[SCHEDULED_QUERY] !== undefined)
      conditions.push(query[SCHEDULED_QUERY] ? scheduled : sql`not coalesce(${scheduled}, false)`);
    conditions.push(hooks.where?.(query));
    return and(...conditions);
  }

  function orderBy(sort: string): SQL[] {
    const descending = sort.startsWith('-');
    const name = descending ? sort.slice(1) : sort;
    const field = kind.fields[name];
    const raw = field?.type.startsWith('localized') ? sql`${column(name)}->>'fr'` : sql`${column(name)}`;
    const textual = field?.type === 'text' || field?.type.startsWith('localized');
    const key = textual ? frenchSortKey(raw) : raw;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const order = field?.nullable ? sql`${key} ${direction} nulls last` : sql`${key} ${direction}`;
    return [order, (descending ? desc : asc)(idColumn)];
  }

  /** The rows matching `condition`: all of them (under `allKey`), and those of each declared stat and of `extra`. */
  async function countRows(condition: SQL | undefined, allKey: string, extra: Record<string, SQL | undefined> = {}) {
    const counts: Record<string, SQL<number>> = { [allKey]: count() };
    for (const [name, values] of Object.entries(kind.stats))
      counts[name] = count(sql`case when ${matches(values)} then 1 end`);
    for (const [name, when] of Object.entries(extra)) counts[name] = count(sql`case when ${when} then 1 end`);
    const [row] = (await db.select(counts).from(table).where(condition)) as Record<string, number>[];
    return Object.fromEntries(Object.keys(counts).map((name) => [name, row?.[name] ?? 0]));
  }

  const stats = () => countRows(undefined, 'total');

  /** A page of the list with its search, filters and sort; how many match; how many are in each state tab. */
  async function page(query: Values & { page: number; per_page: number; sort: string }) {
    const condition = where(query);
    const [{ rows, total }, counts] = await Promise.all([
      pageOf(
        db
          .select()
          .from(table)
          .where(condition)
          .orderBy(...orderBy(query.sort))
          .$dynamic(),
        db.select({ value: count() }).from(table).where(condition),
        query.page,
        query.per_page,
      ),
      countRows(where(query, { states: false }), ALL_STATES, { [SCHEDULED_STATE]: scheduled }),
    ]);
    return { rows: rows as Row[], total, counts };
  }

  async function write<T>(request: FastifyRequest, operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'slug_taken');
      const constraint = foreignKeyViolation(error);
      if (constraint === null) throw error;
      throw invalidField(request, fieldOfConstraint.get(constraint) ?? '_root', 'invalid_value');
    }
  }

  /** Creates an item and keeps its first revision, in one transaction. */
  function insert(request: FastifyRequest, values: Values) {
    return db.transaction(async (tx) => {
      const [row] = await builders(tx)
        .insert(table)
        .values({ ...values, updatedBy: request.auth?.user.id ?? null })
        .returning();
      if (!row) throw new Error(`${kind.name} insert returned nothing`);
      // A redirect from the address this item now answers would hide its page.
      await recordMove(tx, [], itemPublicPaths(kind.name, row));
      const after = toAnswer(row);
      const revision = await revisions.record(tx, request, { kind: kind.name, fieldNames, before: null, after });
      return { row, revision };
    });
  }

  /** A write made from an older version than `stored` (locked for the transaction) is refused: 409, nothing changed. */
  async function refuseStaleVersion(tx: Writer, request: WriteOrigin, stored: Row) {
    if (isCurrentVersion(request, stored.version as number)) return;
    throw versionConflict(await savedVersionOf(tx, stored as unknown as VersionColumns), toAnswer(stored));
  }

  /**
   * Changes an item inside a transaction and keeps the revision of the change; null when the item
   * does not exist, or when `unless` says its stored values already are what the change wants.
   */
  async function updateIn(
    tx: Writer,
    request: WriteOrigin,
    id: number,
    values: Values,
    options: { restoredFrom?: number; unless?: (before: Row) => boolean } = {},
  ) {
    const [before] = await builders(tx).select().from(table).where(eq(idColumn, id)).for('update');
    if (!before || options.unless?.(before)) return null;
    await refuseStaleVersion(tx, request, before);
    const [row] = await builders(tx)
      .update(table)
      .set({
        ...values,
        updatedAt: new Date(),
        version: (before.version as number) + 1,
        updatedBy: request.auth?.user.id ?? null,
      })
      .where(eq(idColumn, id))
      .returning();
    if (!row) return null;
    // Its page moved (a slug changed): the old address sends on to the new one.
    await recordMove(tx, itemPublicPaths(kind.name, before), itemPublicPaths(kind.name, row));
    const revision = await revisions.record(tx, request, {
      kind: kind.name,
      fieldNames,
      before: toAnswer(before),
      after: toAnswer(row),
      restoredFrom: options.restoredFrom,
    });
    return { row, revision };
  }

  /** Changes an item and keeps the revision of the change, in one transaction. */
  function update(request: FastifyRequest, id: number, values: Values, restoredFrom?: number) {
    return db.transaction(async (tx) => {
      const changed = await updateIn(tx, request, id, values, { restoredFrom });
      if (!changed) throw notFound();
      return changed;
    });
  }

  /** The column values a transition sets: the declared ones and its hook's. */
  const transitionValues = (action: string): Values => ({
    ...Object.fromEntries(
      Object.entries(kind.transitions[action] ?? {}).map(([name, value]) => [columnKey(name), value]),
    ),
    ...hooks.transitions?.[action]?.(),
  });

  async function exists(id: number): Promise<boolean> {
    const found = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id));
    return found.length > 0;
  }

  /** One stored item, or null. */
  async function find(id: number): Promise<Row | null> {
    const [row] = (await db.select().from(table).where(eq(idColumn, id))) as Row[];
    return row ?? null;
  }

  /**
   * Deletes items and forget their revisions, in one transaction; the ids actually deleted, in order.
   * With `request`, one item is deleted only if it is still the version its client read; with
   * `redirectTo`, its addresses send on there (ADR 0059).
   */
  function remove(ids: readonly number[], request?: FastifyRequest, redirectTo?: string): Promise<number[]> {
    return db.transaction(async (tx) => {
      if (request && ids.length === 1) {
        const [stored] = await builders(tx).select().from(table).where(eq(idColumn, ids[0]!)).for('update');
        if (stored) await refuseStaleVersion(tx, request, stored);
      }
      const rows = await builders(tx)
        .delete(table)
        .where(inArray(idColumn, [...ids]))
        .returning();
      const deleted = rows.map((row) => row.id).sort((a, b) => a - b);
      // Its old addresses lead to the replacement staff chose rather than to a 404.
      if (redirectTo) for (const row of rows) await recordReplacement(tx, itemPublicPaths(kind.name, row), redirectTo);
      await revisions.forget(tx, kind.name, deleted);
      return deleted;
    });
  }

  return {
    kind,
    table,
    revisions,
    toAnswer,
    toValues,
    where,
    orderBy,
    page,
    stats,
    write,
    insert,
    update,
    updateIn,
    transitionValues,
    exists,
    find,
    remove,
    transaction: <T>(run: (tx: Writer) => Promise<T>) => db.transaction(run),
  };
}

export type ContentKindStore = ReturnType<typeof createContentKindStore>;
