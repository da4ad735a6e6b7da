import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRole } from '#contract/schemas/auth.ts';
import { idParamSchema } from '#contract/schemas/common.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { foreignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { slugify } from '../../lib/slugify.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import type { AuditLog } from '../audit/audit-log.ts';

type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;

export interface ListQuery {
  page: number;
  per_page: number;
}

export interface CrudConfig<Input extends Values, Query extends ListQuery> {
  /** e.g. '/admin/services' */
  path: string;
  /** Recorded in the audit log, e.g. 'service'. */
  entityType: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  roles: readonly UserRole[];
  inputSchema: z.ZodType<Input, Values>;
  listQuerySchema: z.ZodType<Query, Values>;
  where: (query: Query) => SQL | undefined;
  orderBy: (query: Query) => SQL[];
  /** Database values for a validated input (the slug is added by the factory). */
  toValues: (input: Input) => Values;
  toAdmin: (row: Row) => unknown;
  /** A unique slug column, made from the French title when the input gives none. */
  slug?: { column: AnyPgColumn; source: (input: Input) => string; reserved?: readonly string[] };
  /** PATCH {path}/:id/{name} sets these values, e.g. { activate: { active: true } }; a function is called per request. */
  transitions?: Record<string, Values | (() => Values)>;
  stats?: () => Promise<Record<string, number>>;
  /** Input fields naming another row, by their foreign-key constraint: a missing row answers 422 on that field. */
  foreignKeys?: Record<string, string>;
}

function slugError(request: Parameters<typeof apiLanguage>[0], key: 'slug_invalid' | 'slug_reserved') {
  return new HttpError(422, 'validation_failed', { slug: [VALIDATION_MESSAGES[key][apiLanguage(request)]] });
}

/** List, detail, create, update, delete, state transitions and stats for one kind of content, audited. */
export function adminCrudRoutes<Input extends Values, Query extends ListQuery>(
  db: Db,
  audit: AuditLog,
  config: CrudConfig<Input, Query>,
): FastifyPluginAsyncZod {
  const { table, idColumn, path, entityType } = config;
  // Drizzle's builders are typed per table; this factory works on any table of the schema.
  const anyDb = db as unknown as {
    select: Db['select'];
    insert: (t: PgTable) => { values: (v: Values) => { returning: () => Promise<Row[]> } };
    update: (t: PgTable) => { set: (v: Values) => { where: (w: SQL) => { returning: () => Promise<Row[]> } } };
    delete: (t: PgTable) => { where: (w: SQL) => { returning: () => Promise<Row[]> } };
  };

  async function findById(id: number): Promise<Row> {
    const [row] = (await db.select().from(table).where(eq(idColumn, id))) as Row[];
    if (!row) throw notFound();
    return row;
  }

  function valuesOf(request: Parameters<typeof apiLanguage>[0], input: Input): Values {
    const values = config.toValues(input);
    if (!config.slug) return values;
    const given = typeof input.slug === 'string' && input.slug !== '' ? input.slug : null;
    const slug = given ?? slugify(config.slug.source(input));
    if (!slug) throw slugError(request, 'slug_invalid');
    if (config.slug.reserved?.includes(slug) || /^\d+$/.test(slug)) throw slugError(request, 'slug_reserved');
    return { ...values, slug };
  }

  async function write<T>(request: Parameters<typeof apiLanguage>[0], operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'slug_taken');
      const constraint = foreignKeyViolation(error);
      if (constraint === null) throw error;
      const field = Object.entries(config.foreignKeys ?? {}).find(([, name]) => name === constraint)?.[0] ?? '_root';
      throw new HttpError(422, 'validation_failed', {
        [field]: [VALIDATION_MESSAGES.invalid_value[apiLanguage(request)]],
      });
    }
  }

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, config.roles));

    app.get(path, { schema: { querystring: config.listQuerySchema } }, async (request, reply) => {
      const query = request.query as Query;
      const where = config.where(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...config.orderBy(query))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
        db.select({ value: count() }).from(table).where(where),
      ]);
      return sendData(request, reply, (rows as Row[]).map(config.toAdmin), {
        meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
      });
    });

    const { stats } = config;
    if (stats) {
      app.get(`${path}/stats`, async (request, reply) => sendData(request, reply, await stats()));
    }

    app.get(`${path}/:id`, { schema: { params: idParamSchema } }, async (request, reply) =>
      sendData(request, reply, config.toAdmin(await findById(request.params.id))),
    );

    app.post(path, { schema: { body: config.inputSchema } }, async (request, reply) => {
      const values = valuesOf(request, request.body as Input);
      const [row] = await write(request, () => anyDb.insert(table).values(values).returning());
      if (!row) throw new Error(`${entityType} insert returned nothing`);
      await audit.record(request, { action: 'create', entityType, entityId: row.id });
      return sendData(request, reply, config.toAdmin(row), { status: 201, messageKey: 'created' });
    });

    app.put(`${path}/:id`, { schema: { params: idParamSchema, body: config.inputSchema } }, async (request, reply) => {
      const values = valuesOf(request, request.body as Input);
      const [row] = await write(request, () =>
        anyDb
          .update(table)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(idColumn, request.params.id))
          .returning(),
      );
      if (!row) throw notFound();
      await audit.record(request, { action: 'update', entityType, entityId: row.id });
      return sendData(request, reply, config.toAdmin(row), { messageKey: 'updated' });
    });

    app.delete(`${path}/:id`, { schema: { params: idParamSchema } }, async (request, reply) => {
      const [row] = await anyDb.delete(table).where(eq(idColumn, request.params.id)).returning();
      if (!row) throw notFound();
      await audit.record(request, { action: 'delete', entityType, entityId: row.id });
      return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
    });

    for (const [name, values] of Object.entries(config.transitions ?? {})) {
      app.patch(`${path}/:id/${name}`, { schema: { params: idParamSchema } }, async (request, reply) => {
        const [row] = await anyDb
          .update(table)
          .set({ ...(typeof values === 'function' ? values() : values), updatedAt: new Date() })
          .where(eq(idColumn, request.params.id))
          .returning();
        if (!row) throw notFound();
        await audit.record(request, { action: name, entityType, entityId: row.id });
        return sendData(request, reply, config.toAdmin(row), { messageKey: 'updated' });
      });
    }
  };
}
