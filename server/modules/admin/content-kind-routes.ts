import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { LocalizedText } from '#contract/localized.ts';
import { idParamSchema, idQuerySchema } from '#contract/schemas/common.ts';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { revisionSummarySchema } from '#contract/schemas/revisions.ts';
import { previewLinkSchema } from '#contract/schemas/preview.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { foreignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { sanitizeLocalizedRichText } from '../../lib/sanitize-rich-text.ts';
import { slugify } from '../../lib/slugify.ts';
import { frenchSortKey, likePattern, localizedContains, offsetOf } from '../../lib/sql-helpers.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { PreviewStore } from '../previews/preview-store.ts';
import { createRevisionStore, type RecordedRevision } from '../revisions/revision-store.ts';

type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;
type Item = Values & { id: number; updated_at: string };

const revisionParamsSchema = z.object({ id: idQuerySchema, revisionId: idQuerySchema });

/** What the audit log says of a save: the fields it changed and the revision that keeps it. */
const auditDetails = (revision: RecordedRevision, restoredFrom?: number) => ({
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
    return answer;
  };
}

/**
 * The admin API of one content kind, drawn from its declaration: list (search, filters, sorts,
 * pages), stats, detail, create, replace (PUT), partial update (PATCH), delete and the spec's
 * state calls, every write audited, every answer serialized from its schema.
 */
export function contentKindRoutes(
  db: Db,
  audit: AuditLog,
  preview: { store: PreviewStore; publicOrigin: string },
  kind: ContentKind,
  table: PgTable,
  hooks: ContentKindHooks = {},
): FastifyPluginAsyncZod {
  const path = `/admin/${kind.name}`;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (name: string): AnyPgColumn => {
    const found = columns[columnKey(name)];
    if (!found) throw new Error(`${kind.name}: no column for "${name}"`);
    return found;
  };
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
      if (field.type === 'localized-rich-text')
        values[columnKey(name)] = sanitizeLocalizedRichText(value as LocalizedText, name);
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

  function where(query: Values): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (typeof query.search === 'string' && query.search !== '') {
      const term = query.search;
      conditions.push(
        or(
          ...kind.list.search.map((name) =>
            kind.fields[name]?.type.startsWith('localized')
              ? localizedContains(column(name), term)
              : ilike(column(name), likePattern(term)),
          ),
        ),
      );
    }
    for (const name of kind.list.filters) {
      if (query[name] !== undefined) conditions.push(eq(column(name), query[name]));
    }
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

  async function stats() {
    const counts: Record<string, SQL<number>> = { total: count() };
    for (const [name, values] of Object.entries(kind.stats))
      counts[name] = count(sql`case when ${matches(values)} then 1 end`);
    const [row] = (await db.select(counts).from(table)) as Record<string, number>[];
    return Object.fromEntries(Object.keys(counts).map((name) => [name, row?.[name] ?? 0]));
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
      const [row] = await builders(tx).insert(table).values(values).returning();
      if (!row) throw new Error(`${kind.name} insert returned nothing`);
      const after = toAnswer(row);
      const revision = await revisions.record(tx, request, { kind: kind.name, fieldNames, before: null, after });
      return { row, revision };
    });
  }

  /** Changes an item and keeps the revision of the change, in one transaction. */
  function update(request: FastifyRequest, id: number, values: Values, restoredFrom?: number) {
    return db.transaction(async (tx) => {
      const [before] = await builders(tx).select().from(table).where(eq(idColumn, id)).for('update');
      if (!before) throw notFound();
      const [row] = await builders(tx)
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(idColumn, id))
        .returning();
      if (!row) throw notFound();
      const revision = await revisions.record(tx, request, {
        kind: kind.name,
        fieldNames,
        before: toAnswer(before),
        after: toAnswer(row),
        restoredFrom,
      });
      return { row, revision };
    });
  }

  async function exists(id: number): Promise<boolean> {
    const found = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id));
    return found.length > 0;
  }

  const one = { 200: successEnvelopeSchema(kind.schemas.answer) };

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, kind.roles));

    app.get(
      path,
      { schema: { querystring: kind.schemas.listQuery, response: { 200: pageEnvelopeSchema(kind.schemas.answer) } } },
      async (request, reply) => {
        const query = request.query as Values & { page: number; per_page: number; sort: string };
        const condition = where(query);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(table)
            .where(condition)
            .orderBy(...orderBy(query.sort))
            .limit(query.per_page)
            .offset(offsetOf(query.page, query.per_page)),
          db.select({ value: count() }).from(table).where(condition),
        ]);
        return sendData(request, reply, (rows as Row[]).map(toAnswer), {
          meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
        });
      },
    );

    app.get(
      `${path}/stats`,
      { schema: { response: { 200: successEnvelopeSchema(kind.schemas.stats) } } },
      async (request, reply) => sendData(request, reply, await stats()),
    );

    app.get(`${path}/:id`, { schema: { params: idParamSchema, response: one } }, async (request, reply) => {
      const [row] = (await db.select().from(table).where(eq(idColumn, request.params.id))) as Row[];
      if (!row) throw notFound();
      return sendData(request, reply, toAnswer(row));
    });

    app.post(
      path,
      { schema: { body: kind.schemas.input, response: { 201: successEnvelopeSchema(kind.schemas.answer) } } },
      async (request, reply) => {
        const values = toValues(request, request.body as Values, true);
        const { row, revision } = await write(request, () => insert(request, values));
        await audit.record(request, {
          action: 'create',
          entityType: kind.auditLabel,
          entityId: row.id,
          details: auditDetails(revision),
        });
        return sendData(request, reply, toAnswer(row), { status: 201, messageKey: 'created' });
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: `${path}/:id`,
        schema: {
          params: idParamSchema,
          body: method === 'PUT' ? kind.schemas.input : kind.schemas.patch,
          response: one,
        },
        handler: async (request, reply) => {
          const { id } = request.params as { id: number };
          const values = toValues(request, request.body as Values, method === 'PUT');
          const { row, revision } = await write(request, () => update(request, id, values));
          await audit.record(request, {
            action: 'update',
            entityType: kind.auditLabel,
            entityId: row.id,
            details: auditDetails(revision),
          });
          return sendData(request, reply, toAnswer(row), { messageKey: 'updated' });
        },
      });
    }

    app.delete(
      `${path}/:id`,
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const row = await db.transaction(async (tx) => {
          const [deleted] = await builders(tx).delete(table).where(eq(idColumn, request.params.id)).returning();
          if (deleted) await revisions.forget(tx, kind.name, [deleted.id]);
          return deleted;
        });
        if (!row) throw notFound();
        await audit.record(request, { action: 'delete', entityType: kind.auditLabel, entityId: row.id });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );

    app.get(
      `${path}/:id/revisions`,
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.array(revisionSummarySchema)) } } },
      async (request, reply) => {
        if (!(await exists(request.params.id))) throw notFound();
        return sendData(request, reply, await revisions.list(kind.name, request.params.id));
      },
    );

    // An old revision may lack a field declared since: its item is answered as it was kept.
    const revisionAnswer = revisionSummarySchema.extend({ item: z.record(z.string(), z.unknown()) });
    app.get(
      `${path}/:id/revisions/:revisionId`,
      { schema: { params: revisionParamsSchema, response: { 200: successEnvelopeSchema(revisionAnswer) } } },
      async (request, reply) => {
        const revision = await revisions.get(kind.name, request.params.id, request.params.revisionId);
        if (!revision) throw notFound();
        return sendData(request, reply, revision);
      },
    );

    app.post(
      `${path}/:id/revisions/:revisionId/restore`,
      { schema: { params: revisionParamsSchema, response: one } },
      async (request, reply) => {
        const { id, revisionId } = request.params;
        const kept = await revisions.get(kind.name, id, revisionId);
        if (!kept) throw notFound();
        const input = kind.schemas.input.safeParse(kept.item);
        if (!input.success) throw new HttpError(422, 'revision_incompatible');
        const values = toValues(request, input.data as Values, true);
        const { row, revision } = await write(request, () => update(request, id, values, revisionId));
        await audit.record(request, {
          action: 'restore',
          entityType: kind.auditLabel,
          entityId: row.id,
          details: auditDetails(revision, revisionId),
        });
        return sendData(request, reply, toAnswer(row), { messageKey: 'revision_restored' });
      },
    );

    // The item as the form shows it, unsaved changes included, behind a signed link that expires (ADR 0019).
    app.post(
      `${path}/:id/preview`,
      {
        config: { keepsContent: true },
        schema: {
          params: idParamSchema,
          body: z.object({ values: kind.schemas.patch.optional() }).strict().optional(),
          response: { 201: successEnvelopeSchema(previewLinkSchema) },
        },
      },
      async (request, reply) => {
        const [row] = (await db.select().from(table).where(eq(idColumn, request.params.id))) as Row[];
        if (!row) throw notFound();
        const draft: Values = { ...toAnswer(row) };
        for (const [name, value] of Object.entries((request.body?.values ?? {}) as Values)) {
          if (value === undefined || (kind.fields[name]?.type === 'slug' && !value)) continue;
          draft[name] =
            kind.fields[name]?.type === 'localized-rich-text'
              ? sanitizeLocalizedRichText(value as LocalizedText, name)
              : value;
        }
        const { token, expiresAt } = await preview.store.create({
          kind: kind.name,
          itemId: row.id,
          userId: request.auth?.user.id ?? null,
          data: draft,
        });
        const link = (language: 'fr' | 'en') =>
          `${preview.publicOrigin}${localizedPath(`/preview/${token}`, language)}`;
        return sendData(
          request,
          reply,
          { fr: link('fr'), en: link('en'), expires_at: expiresAt.toISOString() },
          { status: 201 },
        );
      },
    );

    for (const [action, declared] of Object.entries(kind.transitions)) {
      const values = Object.fromEntries(Object.entries(declared).map(([name, value]) => [columnKey(name), value]));
      app.patch(
        `${path}/:id/${action}`,
        { schema: { params: idParamSchema, response: one } },
        async (request, reply) => {
          const { row, revision } = await update(request, request.params.id, {
            ...values,
            ...hooks.transitions?.[action]?.(),
          });
          await audit.record(request, {
            action,
            entityType: kind.auditLabel,
            entityId: row.id,
            details: auditDetails(revision),
          });
          return sendData(request, reply, toAnswer(row), { messageKey: 'updated' });
        },
      );
    }
  };
}
