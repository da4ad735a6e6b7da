import { z } from 'zod';
import { REQUEST_LIMITS, type NavigationIconName } from '../constants.ts';
import type { UserRole } from '../schemas/auth.ts';
import {
  idQuerySchema,
  idSchema,
  paginationQuerySchema,
  queryBooleanSchema,
  searchQuerySchema,
} from '../schemas/common.ts';
import type { Bilingual, FieldDeclaration } from './fields.ts';
import { ALL_STATES, SCHEDULED_QUERY, SCHEDULED_STATE } from './list-states.ts';

type Fields = Record<string, FieldDeclaration>;

/** The slug of an item's page in each language (English falls back to the French one). */
export const localizedSlugsSchema = z.object({ fr: z.string(), en: z.string() });

/** Fields the API writes itself: a client sending back what GET returned is not refused for them. */
export const READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at', 'version'] as const;

/** Values of some fields, e.g. `{ active: true }` or `{ status: 'rejected', featured: false }`. */
type FieldValues<F extends Fields> = Partial<Record<keyof F & string, string | number | boolean | null>>;

/**
 * What visitors read of a kind, at /api/{path} and on the pages (ADR 0044): the server draws the
 * reads, their routes and schemas, the pages' reader, the preview's draft and the sitemap from it.
 */
export interface PublicReadsDeclaration<Field extends string, ListOmitted extends Field> {
  /** The path segment of the public API, /api/{path}. */
  path: string;
  /**
   * The order of every public list: fields or `created_at`, `-` for descending. The id breaks ties in
   * the first one's direction, unless the order names `id` itself.
   */
  order: readonly [string, ...string[]];
  /**
   * GET /api/{path} answers one page at a time, narrowed by these boolean, choice or relation fields
   * (a relation to an item visitors cannot see matches nothing), by `search` over the list's search
   * fields if asked, and by the list's other query parameters. Without it, it answers the whole list.
   */
  paged?: { filters: readonly Field[]; search?: boolean };
  /** A paged kind's whole list, at /api/{path}/{whole}. */
  whole?: string;
  /** GET /api/{path}/featured: the featured items, in the list's order. */
  featured?: boolean;
  /** GET /api/{path}/:slug, in either language; `key`: /api/{path}/:key, which an id also names. */
  item?: 'slug' | 'key';
  /** Left out of the lists (the heavy parts, and what only the item's own page uses). */
  listOmit?: readonly ListOmitted[];
}

/**
 * The page that lists a kind's items (`page.items`) and what the site draws of it from here (ADR 0073):
 * its routes, its place and name among the site's pages (the kind's label), its first words and its
 * search results' label. A section named by another word in English also has its line in page-urls.ts.
 */
export interface ListPageDeclaration<ListKey extends string = string> {
  /** Its key among the site's pages (the pages kind), whose sections staff write. */
  key: ListKey;
  /** One item, as the site search labels a result ("Événement"). */
  itemName: Bilingual;
  /** Its band's badge, title and text as the site was first written, before staff change them. */
  header: { badge: Bilingual; title: Bilingual; text: Bilingual };
  /** Its route modules under app/routes: the list, an item's page, and files below an item ("agenda.ics"). */
  routes: { list: string; item: string; belowItem?: Readonly<Record<string, string>> };
}

export interface ContentKindDeclaration<
  F extends Fields,
  Sort extends string,
  Stats extends string = string,
  Omitted extends keyof F & string = keyof F & string,
  Name extends string = string,
  ListOmitted extends keyof F & string = keyof F & string,
  NotNull extends keyof F & string = keyof F & string,
  Dates extends PublicDate = PublicDate,
  ListKey extends string = string,
> {
  /** The path segment of the admin API, /api/admin/{name}; the kind's name in the pages' reader. */
  name: Name;
  /** Its SQL table, when that is not named like the kind (`blog_posts` for `blog`). */
  table?: string;
  label: Bilingual;
  /** The back office's screens of the kind: the list, {adminPath}/new, {adminPath}/edit/{id}. */
  adminPath: string;
  /** Its entry in the back office's navigation: an icon of NAVIGATION_ICONS, under the site's content or what comes in from visitors. */
  navigation: { icon: NavigationIconName; group: 'content' | 'inbox' };
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
  /** The date-time field that schedules the publication: public only once it has passed (ADR 0018). None: always public. */
  schedule?: keyof F & string;
  /** A date field: the item leaves the public site the day after it, counted in GMT (a job post's last day). */
  publicUntil?: keyof F & string;
  publicReads: PublicReadsDeclaration<keyof F & string, ListOmitted>;
  /**
   * Where a visitor sees an item: its own page under a section (`/portfolio/{slug}`, in the sitemap),
   * or the one page that lists them all. A preview link opens it there.
   */
  page:
    | ({
        items: string;
        /** The image an item's page shows first, which its link preview draws too. */
        picture?: keyof F & string;
      } & ListPageDeclaration<ListKey>)
    | { listedOn: string }
    /** Each item is a page of the site of its own, at the path its `key` field names (the pages kind). */
    | { byKey: Readonly<Record<string, string>> };
  /** The items are the site's own, made by the server: the API neither creates nor deletes them (the pages). */
  fixedItems?: true;
  /** The public API's answer: every field in the visitor's language but these, and the dates asked for. */
  publicAnswer: {
    omit: readonly Omitted[];
    /** Empty in the admin, never empty once public (a published post's date): a row without it is not public. */
    notNull?: readonly NotNull[];
    /** The creation date (a job post's datePosted), the last change's (an article's dateModified). */
    dates?: readonly Dates[];
  };
}

/** The record's own dates a public answer may give. */
type PublicDate = 'created_at' | 'updated_at';
/** The dates a kind declares; any kind (all of them possible) may have either. */
type DatesShape<Dates extends PublicDate> = PublicDate extends Dates
  ? Partial<Record<PublicDate, z.ZodString>>
  : Record<Dates, z.ZodString>;

type InputShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type PatchShape<F extends Fields> = { [K in keyof F]: z.ZodOptional<F[K]['value']> };
type AnswerShape<F extends Fields> = { [K in keyof F]: F[K]['answer'] };
type PublicShape<F extends Fields, NotNull extends keyof F> = {
  [K in keyof F]: K extends NotNull ? z.ZodType<NonNullable<z.output<F[K]['publicAnswer']>>> : F[K]['publicAnswer'];
};

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

/** A list's filter on a field in the query string: one of its choices, an id, or a boolean. */
function filterOf(field: FieldDeclaration | undefined): z.ZodOptional<z.ZodType> {
  if (field?.options) return z.enum(field.options as [string, ...string[]], { error: 'invalid_value' }).optional();
  if (field?.type === 'relation') return idQuerySchema.optional();
  return queryBooleanSchema.optional();
}

/** The query of a paged public list: a boolean, choice or relation filter per declared field. */
function publicListQueryOf(
  declaration: Pick<ContentKindDeclaration<Fields, string>, 'fields' | 'list' | 'publicReads'>,
) {
  const { paged } = declaration.publicReads;
  const filters = Object.fromEntries((paged?.filters ?? []).map((name) => [name, filterOf(declaration.fields[name])]));
  return paginationQuerySchema.extend({
    ...(filters as Record<string, z.ZodOptional<z.ZodType>>),
    ...(paged?.search ? { search: searchQuerySchema } : {}),
    ...(paged ? declaration.list.query : {}),
    lang: z.string().optional(),
  });
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
  const Name extends string = string,
  const ListOmitted extends keyof F & string = never,
  const NotNull extends keyof F & string = never,
  const Dates extends PublicDate = never,
  const ListKey extends string = never,
>(declaration: ContentKindDeclaration<F, Sort, Stats, Omitted, Name, ListOmitted, NotNull, Dates, ListKey>) {
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
  const { omit, notNull = [], dates = [] } = declaration.publicAnswer;
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
    ...(publicFields as Omit<PublicShape<F, NotNull>, Omitted>),
    ...(Object.fromEntries(dates.map((name) => [name, z.string()])) as DatesShape<Dates>),
    // Kinds with an English slug field (the pages' kinds) name both.
    slugs: localizedSlugsSchema.optional(),
  });

  const filters = Object.fromEntries(declaration.list.filters.map((key) => [key, filterOf(declaration.fields[key])]));
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
  // Typed as the answer without `listOmit`: zod's omit cannot name keys of a generic object.
  const publicSummary = publicAnswer.omit(
    Object.fromEntries((declaration.publicReads.listOmit ?? []).map((name) => [name, true])) as never,
  ) as unknown as z.ZodType<Omit<z.output<typeof publicAnswer>, ListOmitted>>;
  const publicListQuery = publicListQueryOf(declaration);
  const stats = z.object(
    Object.fromEntries(['total', ...Object.keys(declaration.stats)].map((key) => [key, z.number()])),
  ) as unknown as z.ZodObject<Record<'total' | Stats, z.ZodNumber>>;
  const listCounts = z.object(
    Object.fromEntries(
      [ALL_STATES, ...Object.keys(declaration.stats), SCHEDULED_STATE].map((key) => [key, z.number()]),
    ),
  ) as unknown as z.ZodObject<Record<typeof ALL_STATES | typeof SCHEDULED_STATE | Stats, z.ZodNumber>>;
  const bulkActions = [...(declaration.fixedItems ? [] : ['delete']), ...Object.keys(declaration.transitions)] as [
    string,
    ...string[],
  ];

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
      /** An item in a public list: its answer without `publicReads.listOmit`. */
      publicSummary,
      /** GET /api/{publicReads.path} of a paged kind: the page, its filters, search and other parameters. */
      publicListQuery,
      listQuery,
      /** Beside a list's page: the items of each state tab, under the same search and other filters. */
      listCounts,
      stats,
      /** POST /api/admin/{name}/bulk: one of the kind's transitions, or delete, on the items of a page. */
      bulk: z
        .object({
          // A kind of fixed items without transitions has no bulk action at all.
          action:
            bulkActions.length > 0
              ? z.enum(bulkActions, { error: 'invalid_value' })
              : z.never({ error: 'invalid_value' }),
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

export type ContentKind = ReturnType<
  typeof defineContentKind<Fields, string, string, string, string, string, string, PublicDate, string>
>;
