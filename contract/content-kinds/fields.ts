import { z } from 'zod';
import { SERVICE_ICON_NAMES, SERVICE_ICONS } from '../constants.ts';
import type { ImageKind } from '../images.ts';
import { localizedText } from '../localized.ts';
import { isLinkAddress } from '../page-urls.ts';
import { idSchema, imagePathTextSchema, slugSchema } from '../schemas/common.ts';
import type { ValidationMessageKey } from '../validation-messages.ts';

/** A text of the back office in both languages (labels, help). */
export interface Bilingual {
  fr: string;
  en: string;
}

export type FieldType =
  | 'text'
  | 'localized-text'
  | 'localized-rich-text'
  | 'slug'
  | 'image'
  | 'url'
  | 'email'
  | 'date'
  | 'datetime'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'relation'
  | 'list'
  | 'records'
  | 'sections';

/**
 * One field of a content kind. `value` validates a body's value without its default (PATCH),
 * `input` with it (POST, PUT); `answer` is what the admin API returns for it.
 */
export interface FieldDeclaration<
  Value extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  Public extends z.ZodType = z.ZodType,
> {
  type: FieldType;
  label: Bilingual;
  help?: Bilingual;
  required: boolean;
  /** Empty is a value (sorted last). */
  nullable: boolean;
  value: Value;
  input: z.ZodType<z.output<Value>>;
  answer: Answer;
  /** What the public API answers for it, in the visitor's language (a localized text becomes a string). */
  publicAnswer: Public;
  /** choice: the values allowed. */
  options?: readonly string[];
  /** choice: what staff call each option, when not its value (a page's "Accueil"); the list's search finds them by it. */
  optionNames?: Record<string, Bilingual>;
  /** slug: the localized field whose French text makes the slug when none is given, and words it may not be. */
  slug?: { from: string; reserved: readonly string[] };
  /** slug: this is the English address of the slug field `of` (none: English pages use the French one). */
  englishSlug?: { of: string; reserved: readonly string[] };
  /** relation: the content kind named by the id. */
  relation?: string;
  /** relation: the field naming an item of that kind in a choice (its French text when localized). */
  relationTitle?: string;
  /** image: the shape the upload is cropped to and the sizes made of it. */
  image?: ImageKind;
  /** What a new item starts with, when the field has a default. */
  defaultValue?: unknown;
  /** Bounds of a text's length or a number's value, for the form's inputs (the schema enforces them). */
  min?: number;
  max?: number;
  /** records: the fields of each record of the list, what one is called ("Tile") and its add button's text. */
  fields?: Record<string, FieldDeclaration>;
  record?: { item: Bilingual; add: Bilingual };
  /** sections: the sections a page may hold, by their type (contract/content-kinds/page-sections.ts). */
  sections?: Record<string, { label: Bilingual; fields: Record<string, FieldDeclaration> }>;
}

interface Common {
  label: Bilingual;
  help?: Bilingual;
}

interface Extra {
  required?: boolean;
  nullable?: boolean;
  default?: unknown;
  options?: readonly string[];
  optionNames?: FieldDeclaration['optionNames'];
  slug?: { from: string; reserved: readonly string[] };
  englishSlug?: { of: string; reserved: readonly string[] };
  relation?: string;
  relationTitle?: string;
  image?: ImageKind;
  min?: number;
  max?: number;
  fields?: FieldDeclaration['fields'];
  record?: FieldDeclaration['record'];
  sections?: FieldDeclaration['sections'];
}

/** A field of any type from its schemas; the builders below are the usual ones. */
export function declareField<Value extends z.ZodType, Answer extends z.ZodType, Public extends z.ZodType = Answer>(
  type: FieldType,
  common: Common,
  value: Value,
  answer: Answer,
  extra: Extra & { publicAnswer?: Public } = {},
): FieldDeclaration<Value, Answer, Public> {
  const { default: fallback, required = false, nullable = false, publicAnswer, ...rest } = extra;
  const input = (fallback === undefined ? value : value.default(fallback as never)) as z.ZodType<z.output<Value>>;
  return {
    type,
    ...common,
    required,
    nullable,
    value,
    input,
    answer,
    publicAnswer: (publicAnswer ?? answer) as Public,
    ...(fallback === undefined ? {} : { defaultValue: fallback }),
    ...rest,
  };
}

const localizedAnswer = z.object({ fr: z.string(), en: z.string().optional() });
/** A plain string where a text in both languages is expected is its French text. */
const acceptPlainString = (raw: unknown) => (typeof raw === 'string' ? { fr: raw } : raw);

/** A one-language text, such as a proper name; `required` names the message when it is empty. */
export function textField(options: Common & { max: number; required: ValidationMessageKey }) {
  const value = z
    .string({ error: options.required })
    .trim()
    .min(1, { error: options.required })
    .max(options.max, { error: 'too_long' });
  return declareField('text', options, value, z.string(), { required: true });
}

/** A one-language text that may be left out. */
export function optionalTextField(options: Common & { max: number }) {
  const value = z.string({ error: 'invalid_value' }).trim().max(options.max, { error: 'too_long' }).nullable();
  return declareField('text', options, value, z.string().nullable(), { nullable: true, default: null });
}

/** An editor's text in French (required) and English (optional). */
export function localizedTextField(options: Common & { max: number }) {
  const value = z.preprocess(acceptPlainString, localizedText(options.max));
  return declareField('localized-text', options, value, localizedAnswer, { required: true, publicAnswer: z.string() });
}

/** The same, optional as a whole. */
export function optionalLocalizedTextField(options: Common & { max: number }) {
  const value = z.preprocess(acceptPlainString, localizedText(options.max).nullable());
  return declareField('localized-text', options, value, localizedAnswer.nullable(), {
    nullable: true,
    default: null,
    publicAnswer: z.string().nullable(),
  });
}

/** HTML in both languages, sanitized by the server on write. */
export function localizedRichTextField(options: Common & { max: number }) {
  const value = z.preprocess(acceptPlainString, localizedText(options.max));
  return declareField('localized-rich-text', options, value, localizedAnswer, {
    required: true,
    publicAnswer: z.string(),
  });
}

/** The item's address; made from the French text of `from` when none is given. */
export function slugField(options: Common & { from: string; reserved?: readonly string[] }) {
  return declareField('slug', options, slugSchema.optional(), z.string(), {
    slug: { from: options.from, reserved: options.reserved ?? [] },
  });
}

/** The item's address on English pages, or none: they then use the French slug `of`. */
export function englishSlugField(options: Common & { of: string; reserved?: readonly string[] }) {
  return declareField('slug', options, slugSchema.nullable(), z.string().nullable(), {
    nullable: true,
    default: null,
    englishSlug: { of: options.of, reserved: options.reserved ?? [] },
  });
}

/** An uploaded image of the media library (a /media/... path), or none. */
export function imageField(options: Common & { image: ImageKind }) {
  return declareField('image', options, imagePathTextSchema.nullable(), z.string().nullable(), {
    nullable: true,
    default: null,
  });
}

/** An http(s) address shown as a link on the public site, or none. */
export function urlField(options: Common & { max: number }) {
  const value = z
    .url({ protocol: /^https?$/, error: 'invalid_url' })
    .max(options.max, { error: 'too_long' })
    .nullable();
  return declareField('url', options, value, z.string().nullable(), { nullable: true, default: null });
}

/** Where a button leads: a path of this site (`/contact`, shown in the page's language), another site, a mail or a phone. */
const linkAddress = () =>
  z
    .string({ error: 'field_required' })
    .trim()
    .max(500, { error: 'too_long' })
    .refine((text) => text === '' || isLinkAddress(text), { error: 'menu_address_invalid' });

/** A link's address that must be given. */
export function linkAddressField(options: Common) {
  const value = linkAddress().refine((text) => text !== '', { error: 'field_required' });
  return declareField('text', options, value, z.string(), { required: true, max: 500 });
}

/** A link's address that may be left empty (its button is then not shown). */
export function optionalLinkAddressField(options: Common) {
  const value = linkAddress()
    .transform((text) => (text === '' ? null : text))
    .nullable();
  return declareField('text', options, value, z.string().nullable(), { nullable: true, default: null, max: 500 });
}

export function emailField(options: Common) {
  const value = z.email({ error: 'email_invalid' }).max(254, { error: 'too_long' }).nullable();
  return declareField('email', options, value, z.string().nullable(), { nullable: true, default: null });
}

/** A day (YYYY-MM-DD), or none. */
export function dateField(options: Common) {
  const value = z.iso.date({ error: 'invalid_value' }).nullable();
  return declareField('date', options, value, z.string().nullable(), { nullable: true, default: null });
}

/** An instant (ISO 8601 with its offset), or none. */
export function dateTimeField(options: Common) {
  const value = z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable();
  return declareField('datetime', options, value, z.string().nullable(), { nullable: true, default: null });
}

export function booleanField(options: Common & { default: boolean }) {
  return declareField('boolean', options, z.boolean({ error: 'invalid_value' }), z.boolean(), {
    default: options.default,
  });
}

function integer(options: { min: number; max: number; error?: ValidationMessageKey }) {
  const error = options.error ?? 'invalid_value';
  return z.number({ error }).int({ error }).min(options.min, { error }).max(options.max, { error });
}

/** A whole number, such as a position in a list; `error` names the message when it is out of range. */
export function integerField(
  options: Common & { min: number; max: number; default: number; error?: ValidationMessageKey },
) {
  return declareField('number', options, integer(options), z.number(), { default: options.default });
}

/** A whole number that may be left out, such as a rating. */
export function optionalIntegerField(options: Common & { min: number; max: number; error?: ValidationMessageKey }) {
  return declareField('number', options, integer(options).nullable(), z.number().nullable(), {
    nullable: true,
    default: null,
  });
}

/** One of a few values; without a default it must be given. */
export function choiceField<const Options extends readonly [string, ...string[]]>(
  options: Common & { options: Options; default?: Options[number]; names?: Record<Options[number], Bilingual> },
) {
  const value = z.enum(options.options, { error: 'invalid_value' });
  const { names, ...common } = options;
  return declareField('choice', common, value, z.enum(options.options), {
    required: options.default === undefined,
    default: options.default,
    options: options.options,
    ...(names ? { optionNames: names } : {}),
  });
}

/** The id of an item of another content kind, or none. */
export function relationField(options: Common & { kind: string; title: string }) {
  return declareField('relation', options, idSchema.nullable(), z.number().nullable(), {
    nullable: true,
    default: null,
    relation: options.kind,
    relationTitle: options.title,
  });
}

/** Keeps the first of equal items; a text in both languages is known by its French text. */
function firstOfItsKey(item: unknown, index: number, items: unknown[]): boolean {
  const key = (value: unknown) =>
    typeof value === 'object' && value !== null && 'fr' in value ? (value as { fr: unknown }).fr : value;
  return items.findIndex((other) => key(other) === key(item)) === index;
}

/** A list of values (features, steps, images, tags), empty by default. */
export function listField<
  Item extends z.ZodType,
  ItemAnswer extends z.ZodType,
  PublicItem extends z.ZodType = ItemAnswer,
>(options: Common & { item: Item; answer: ItemAnswer; publicItem?: PublicItem; max: number; unique?: boolean }) {
  const list = z.array(options.item, { error: 'invalid_value' }).max(options.max, { error: 'too_long' });
  const value = options.unique ? list.transform((items) => items.filter(firstOfItsKey)) : list;
  return declareField('list', options, value, z.array(options.answer), {
    default: [],
    publicAnswer: z.array((options.publicItem ?? options.answer) as PublicItem),
  });
}

/** What a list of texts in both languages holds and answers. */
export const localizedItem = (max: number) => ({
  item: localizedText(max),
  answer: localizedAnswer,
  publicItem: z.string(),
});

/** What a list of small records of texts in both languages (FAQ, steps) holds and answers. */
export function localizedRecordItem<const Keys extends string>(shape: Record<Keys, number>) {
  const entries = Object.entries(shape) as [Keys, number][];
  return {
    item: z
      .object(
        Object.fromEntries(entries.map(([key, max]) => [key, localizedText(max)])) as Record<
          Keys,
          ReturnType<typeof localizedText>
        >,
      )
      .strict(),
    answer: z.object(
      Object.fromEntries(entries.map(([key]) => [key, localizedAnswer])) as Record<Keys, typeof localizedAnswer>,
    ),
    publicItem: z.object(Object.fromEntries(entries.map(([key]) => [key, z.string()])) as Record<Keys, z.ZodString>),
  };
}

type Fields = Record<string, FieldDeclaration>;
type ShapeOf<F extends Fields, Part extends 'input' | 'answer' | 'publicAnswer'> = { [K in keyof F]: F[K][Part] };

/** One schema of each declared field, as an object's shape: what a record or a section holds. */
export function shapeOf<F extends Fields, Part extends 'input' | 'answer' | 'publicAnswer'>(
  fields: F,
  part: Part,
): ShapeOf<F, Part> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field[part]])) as ShapeOf<F, Part>;
}

/** A list of small records, each made of declared fields (a page's feature tiles: an icon, a title, a text). */
export function recordListField<const F extends Fields>(
  options: Common & { fields: F; item: Bilingual; add: Bilingual; min?: number; max: number },
) {
  const item = z.object(shapeOf(options.fields, 'input'), { error: 'invalid_value' }).strict();
  const value = z
    .array(item, { error: 'invalid_value' })
    .min(options.min ?? 0, { error: 'field_required' })
    .max(options.max, { error: 'too_long' });
  return declareField('records', options, value, z.array(z.object(shapeOf(options.fields, 'answer'))), {
    default: [],
    publicAnswer: z.array(z.object(shapeOf(options.fields, 'publicAnswer'))),
    fields: options.fields,
    record: { item: options.item, add: options.add },
    max: options.max,
  });
}

/** Shown on the public site or not (`active`), as most kinds are. */
export const activeField = (label: Bilingual = { fr: 'Actif', en: 'Active' }) => booleanField({ label, default: true });

/**
 * A publication in the future, in Conakry's time: the item stays off the public site, its API,
 * the sitemap and the feeds until then, and appears at that minute (`schedule` of a declaration).
 */
export const scheduleField = () =>
  dateTimeField({
    label: { fr: 'Publication programmée', en: 'Scheduled publication' },
    help: {
      fr: 'Heure de Conakry. Laissez vide pour publier tout de suite ; une date future garde l’élément hors du site jusqu’à cette minute.',
      en: 'Conakry time. Leave empty to publish right away; a future date keeps the item off the site until that minute.',
    },
  });

/**
 * An item's addresses: its slug, made from the field it is named by (`from`), and its English page's
 * slug, empty to take the French one; `example` is an English slug the help shows.
 */
export function slugFields(options: { from: string; example: string; reserved?: readonly string[] }) {
  const { from, example, reserved } = options;
  return {
    slug: slugField({ label: { fr: 'Slug', en: 'Slug' }, from, reserved }),
    slug_en: englishSlugField({
      label: { fr: 'Slug anglais', en: 'English slug' },
      help: {
        fr: `L’adresse de la page anglaise (par exemple\u00a0: ${example}). Laissez vide pour reprendre le slug français.`,
        en: `The English page’s address (for example: ${example}). Leave empty to use the French slug.`,
      },
      of: 'slug',
      reserved,
    }),
  };
}

/**
 * What search engines and link cards show of an item's page, when the editor wants other than the
 * generated title, description and image: optional, in both languages but the image.
 */
export function seoFields() {
  return {
    seo_title: optionalLocalizedTextField({
      label: { fr: 'Libellé dans les résultats de recherche', en: 'Search result headline' },
      max: 120,
    }),
    seo_description: optionalLocalizedTextField({
      label: { fr: 'Texte sous le libellé dans les résultats', en: 'Search result snippet' },
      max: 320,
    }),
    seo_image: imageField({ label: { fr: 'Visuel de partage', en: 'Share picture' }, image: 'cover' }),
  };
}

/** A position in the public lists, smallest first. */
export const displayOrderField = (options: Partial<Common> = {}) =>
  integerField({
    label: { fr: 'Ordre d’affichage', en: 'Display order' },
    ...options,
    min: 0,
    max: 10_000,
    default: 0,
  });

/** The spec's activate/deactivate calls on `active`, its counts and the public rule it makes. */
export const ACTIVE_STATE = {
  transitions: { activate: { active: true }, deactivate: { active: false } },
  stats: { active: { active: true }, inactive: { active: false } },
  publicWhen: { active: true },
} as const;

/** The spec's feature/unfeature calls on `featured` and its count. */
export const FEATURED_STATE = {
  transitions: { feature: { featured: true }, unfeature: { featured: false } },
  stats: { featured: { featured: true } },
} as const;

/**
 * A lucide icon name of SERVICE_ICONS; answered as text, since a page shows the globe for a
 * name it does not know (spec section 5).
 */
export function iconField(defaultIcon: (typeof SERVICE_ICONS)[number] = 'Globe') {
  const value = z.enum(SERVICE_ICONS, { error: 'invalid_value' });
  return declareField('choice', { label: { fr: 'Icône', en: 'Icon' } }, value, z.string(), {
    default: defaultIcon,
    options: SERVICE_ICONS,
    optionNames: SERVICE_ICON_NAMES,
  });
}
