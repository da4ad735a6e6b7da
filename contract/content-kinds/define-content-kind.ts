import { z } from 'zod';
import { REQUEST_LIMITS } from '../constants.ts';
import type { UserRole } from '../schemas/auth.ts';
import { idSchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from '../schemas/common.ts';
import type { Bilingual, FieldDeclaration } from './fields.ts';
import { ALL_STATES, SCHEDULED_QUERY, SCHEDULED_STATE } from './list-states.ts';

type Fields = Record<string, FieldDeclaration>;

/** The slug of an item's page in each language (English falls back to the French one). */
export const localizedSlugsSchema = z.object({ fr: z.string(), en: z.string() });

/** Fields the API writes itself: a client sending back what GET returned is not refused for them. */
export const READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at', 'version'] as const;

/** Values of some fields, e.g. `{ active: true }` or `{ status: 'rejected', featured: false }`. */
type FieldValues<F extends Fields> = Partial<Record<keyof F & string, string | number | boolean | null>>;

export interface ContentKindDeclaration<
  F extends Fields,
  Sort extends string,
  Stats extends string = string,
  Omitted extends keyof F & string = keyof F & string,
> {
  /** The path segment of the admin API, /api/admin/{name}. */
  name: string;
  label: Bilingual;
  /** The back office's screens of the kind: the list, {adminPath}/new, {adminPath}/edit/{id}. */
  adminPath: string;
  /** Recorded in the audit log as the kind of item. */
  auditLabel: string;
  roles: readonly UserRole[];
  fields: F;
  list: {
    /** Text fields searched (ILIKE; both languages of a localized text). */
    search: readonly (keyof F & string)[];
    /** Boolean and choice fields a list can be narrowed to (`?active=true`, `?status=open`). */
    filters: readonly (keyof F & string)[];
    /** Other query parameters of the list, read by the server's hooks (`?tag=` of the blog). */
    query?: z.ZodRawShape;
    /**
     * A field or `created_at`/`updated_at`, `-` for descending; a localized text sorts by its French
     * text, empty values last, the id breaks ties in the same direction.
     */
    sorts: readonly [Sort, ...Sort[]];
    defaultSort: Sort;
  };
  /** The spec's state calls, PATCH /api/admin/{name}/{id}/{action}, and the values each one sets. */
  transitions: Record<string, FieldValues<F>>;
  /** GET /api/admin/{name}/stats: `total` and, per name, the rows having these values. */
  stats: Record<Stats, FieldValues<F>>;
  /** What a row must be for the public site to show it. */
  publicWhen: FieldValues<F>;
  /** The date-time field that schedules the publication: public only once it has passed (ADR 0018). */
  schedule: keyof F & string;
  /** The public API's answer: every field in the visitor's language but these, and the creation date if asked. */
  publicAnswer: {
    omit: readonly Omitted[];
    /** Empty in the admin, never empty once public (a published post's date). */
    notNull?: readonly (keyof F & string)[];
    createdAt?: boolean;
    /** The last change's date (an article's dateModified). */
    updatedAt?: boolean;
  };
}

type InputShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type PatchShape<F extends Fields> = { [K in keyof F]: z.ZodOptional<F[K]['value']> };
type AnswerShape<F extends Fields> = { [K in keyof F]: F[K]['answer'] };
type PublicShape<F extends Fields> = { [K in keyof F]: F[K]['publicAnswer'] };

function mapFields<F extends Fields, T>(fields: F, pick: (field: FieldDeclaration) => T): { [K in keyof F]: T } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, pick(field)])) as {
    [K in keyof F]: T;
  };
}

/** `name` and `-name` for each declared sort, declared ones first. */
export function bothWays(sorts: readonly string[]): [string, ...string[]] {
  const all = sorts.flatMap((sort) => [sort, sort.startsWith('-') ? sort.slice(1) : `-${sort}`]);
  return [...new Set(all)] as [string, ...string[]];
}

/** The record as GET returned it is a valid body: its read-only fields are dropped, not refused. */
function withoutReadOnlyFields(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const key of READ_ONLY_FIELDS) delete copy[key];
  return copy;
}

/**
 * A content kind as one declaration: its fields, list, switches and public rule. The request and
 * answer schemas (and through z.infer their types) are derived here, for the server and the forms alike.
 */
export function defineContentKind<
  const F extends Fields,
  const Sort extends string,
  const Stats extends string,
  const Omitted extends keyof F & string = never,
>(declaration: ContentKindDeclaration<F, Sort, Stats, Omitted>) {
  const body = z.object(mapFields(declaration.fields, (field) => field.input) as InputShape<F>).strict();
  const patch = z.object(mapFields(declaration.fields, (field) => field.value.optional()) as PatchShape<F>).strict();
  const answer = z.object({
    id: z.number(),
    ...(mapFields(declaration.fields, (field) => field.answer) as AnswerShape<F>),
    created_at: z.string(),
    updated_at: z.string(),
    /** Bumped by every save; a write made from an older one is refused (ADR 0038). */
    version: z.number(),
  });
  const { omit, notNull = [] } = declaration.publicAnswer;
  const publicFields = Object.fromEntries(
    Object.entries(declaration.fields)
      .filter(([name]) => !(omit as readonly string[]).includes(name))
      .map(([name, field]) => {
        const schema = field.publicAnswer;
        return [
          name,
          (notNull as readonly string[]).includes(name) && schema instanceof z.ZodNullable ? schema.unwrap() : schema,
        ];
      }),
  );
  const publicAnswer = z.object({
    id: z.number(),
    ...(publicFields as Omit<PublicShape<F>, Omitted>),
    // Present when the declaration asks for them (`publicAnswer.createdAt`, `updatedAt`).
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
    // Kinds with an English slug field (the pages' kinds) name both.
    slugs: localizedSlugsSchema.optional(),
  });

  const filters = Object.fromEntries(
    declaration.list.filters.map((key) => {
      const field = declaration.fields[key];
      const options = field?.options;
      const filter = options
        ? z.enum(options as [string, ...string[]], { error: 'invalid_value' }).optional()
        : queryBooleanSchema.optional();
      return [key, filter];
    }),
  );
  const listQuery = paginationQuerySchema.extend({
    search: searchQuerySchema,
    ...(filters as Record<string, z.ZodOptional<z.ZodType>>),
    ...declaration.list.query,
    // The list's "Scheduled" tab: items set to go online whose publication date is ahead.
    [SCHEDULED_QUERY]: queryBooleanSchema.optional(),
    // Each declared sort both ways: a list's column header turns its order around.
    sort: z
      .enum(bothWays(declaration.list.sorts), { error: 'invalid_value' })
      .default(declaration.list.defaultSort as never),
  });
  const stats = z.object(
    Object.fromEntries(['total', ...Object.keys(declaration.stats)].map((key) => [key, z.number()])),
  ) as unknown as z.ZodObject<Record<'total' | Stats, z.ZodNumber>>;
  const listCounts = z.object(
    Object.fromEntries(
      [ALL_STATES, ...Object.keys(declaration.stats), SCHEDULED_STATE].map((key) => [key, z.number()]),
    ),
  ) as unknown as z.ZodObject<Record<typeof ALL_STATES | typeof SCHEDULED_STATE | Stats, z.ZodNumber>>;
  const bulkActions = ['delete', ...Object.keys(declaration.transitions)] as [string, ...string[]];

  return {
    ...declaration,
    schemas: {
      /** POST and PUT body: every field, defaults applied. */
      input: z.preprocess(withoutReadOnlyFields, body),
      /** PATCH body: any subset of the fields, nothing defaulted. */
      patch: z.preprocess(withoutReadOnlyFields, patch),
      /** One item as the admin API answers it. */
      answer,
      /** One item as the public API answers it, in the visitor's language. */
      publicAnswer,
      listQuery,
      /** Beside a list's page: the items of each state tab, under the same search and other filters. */
      listCounts,
      stats,
      /** POST /api/admin/{name}/bulk: one of the kind's transitions, or delete, on the items of a page. */
      bulk: z
        .object({
          action: z.enum(bulkActions, { error: 'invalid_value' }),
          ids: z
            .array(idSchema, { error: 'invalid_value' })
            .min(1, { error: 'invalid_value' })
            .max(REQUEST_LIMITS.maxPerPage, { error: 'invalid_value' }),
        })
        .strict(),
      /** The items the bulk action changed or deleted (those already in that state, or gone, are left out). */
      bulkResult: z.object({ action: z.string(), ids: z.array(z.number()) }),
    },
  };
}

export type ContentKind = ReturnType<typeof defineContentKind<Fields, string, string, string>>;
