import { z } from 'zod';
import { localizedTextSchema } from '../localized.ts';
import { internationalPhoneSchema } from '../whatsapp.ts';

const timeSchema = z
  .string({ error: 'time_invalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' })
  .nullable();

const dayHoursSchema = z.object({
  /** "08:00" to "18:00"; null when closed. */
  open: timeSchema,
  close: timeSchema,
});

const requiredText = z.string({ error: 'invalid_value' }).trim().min(1, { error: 'field_required' }).max(200, {
  error: 'too_long',
});
const optionalShortText = z.string({ error: 'invalid_value' }).trim().max(200, { error: 'too_long' });
const wholeNumber = z
  .number({ error: 'whole_number_expected' })
  .int({ error: 'whole_number_expected' })
  .nonnegative({ error: 'whole_number_expected' });
const phoneSchema = z
  .string()
  .trim()
  .regex(/^[+0-9 ().-]{6,40}$/, { error: 'invalid_phone' });
/** A profile address, or '' for a network the company is not on. */
const socialLinkSchema = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'invalid_url' })], {
  error: 'invalid_url',
});

/** Everything the public site shows about the company; edited in the admin settings. */
/** The home page's four figures. */
export const STAT_KEYS = ['projects', 'clients', 'years', 'team'] as const;
/**
 * The figures a content kind of the same name can count: the published projects and clients, the
 * team's members shown on the about page.
 */
export const COUNTABLE_STATS = ['projects', 'clients', 'team'] as const satisfies readonly (typeof STAT_KEYS)[number][];
export type CountableStat = (typeof COUNTABLE_STATS)[number];
export const isCountableStat = (key: string): key is CountableStat =>
  (COUNTABLE_STATS as readonly string[]).includes(key);

export const siteSettingsSchema = z.object({
  company: z.object({
    name: requiredText,
    legal_name: requiredText,
    description: localizedTextSchema,
    share_capital_gnf: wholeNumber,
    registration_number: optionalShortText,
    director: optionalShortText,
  }),
  contact: z.object({
    email: z.email({ error: 'email_invalid' }),
    phone: phoneSchema,
    whatsapp: internationalPhoneSchema.optional(),
    address: localizedTextSchema,
    city: optionalShortText,
    country: localizedTextSchema,
    latitude: z.number({ error: 'latitude_range' }).min(-90, { error: 'latitude_range' }).max(90, {
      error: 'latitude_range',
    }),
    longitude: z.number({ error: 'longitude_range' }).min(-180, { error: 'longitude_range' }).max(180, {
      error: 'longitude_range',
    }),
  }),
  hours: z.object({
    weekdays: dayHoursSchema,
    saturday: dayHoursSchema,
    sunday: dayHoursSchema,
    timezone: optionalShortText,
    support_24_7: z.boolean(),
  }),
  social: z.object({
    facebook: socialLinkSchema,
    linkedin: socialLinkSchema,
    instagram: socialLinkSchema,
    x: socialLinkSchema,
  }),
  stats: z
    .array(
      z
        .object({
          key: z.enum(STAT_KEYS),
          value: wholeNumber,
          suffix: z.string().max(5, { error: 'too_long' }),
          label: localizedTextSchema,
          /** Shown as the number of published items of the kind of the same name, not `value`. */
          counted: z.boolean({ error: 'invalid_value' }).default(false),
        })
        .superRefine((stat, context) => {
          if (stat.counted && !isCountableStat(stat.key))
            context.addIssue({ code: 'custom', path: ['counted'], message: 'stat_not_countable' });
        }),
    )
    .length(4),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const hoursAnswer = z.object({ open: z.string().nullable(), close: z.string().nullable() });
const localizedAnswer = z.object({ fr: z.string(), en: z.string().optional() });

/** The stored settings as the admin API answers them (the shape of siteSettingsSchema, without its input rules). */
export const siteSettingsAnswerSchema = z.object({
  company: z.object({
    name: z.string(),
    legal_name: z.string(),
    description: localizedAnswer,
    share_capital_gnf: z.number(),
    registration_number: z.string(),
    director: z.string(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    whatsapp: z.string().optional(),
    address: localizedAnswer,
    city: z.string(),
    country: localizedAnswer,
    latitude: z.number(),
    longitude: z.number(),
  }),
  hours: z.object({
    weekdays: hoursAnswer,
    saturday: hoursAnswer,
    sunday: hoursAnswer,
    timezone: z.string(),
    support_24_7: z.boolean(),
  }),
  social: z.object({ facebook: z.string(), linkedin: z.string(), instagram: z.string(), x: z.string() }),
  stats: z.array(
    z.object({
      key: z.enum(STAT_KEYS),
      value: z.number(),
      suffix: z.string(),
      label: localizedAnswer,
      counted: z.boolean(),
    }),
  ),
});

/** Company details as the public API returns them, in the visitor's language. */
export const publicSettingsSchema = z.object({
  company: z.object({
    name: z.string(),
    legal_name: z.string(),
    description: z.string(),
    share_capital_gnf: z.number(),
    registration_number: z.string(),
    director: z.string(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    whatsapp: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  hours: siteSettingsAnswerSchema.shape.hours,
  social: siteSettingsAnswerSchema.shape.social,
  stats: z.array(
    z.object({
      key: z.enum(STAT_KEYS),
      value: z.number(),
      suffix: z.string(),
      label: z.string(),
    }),
  ),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
