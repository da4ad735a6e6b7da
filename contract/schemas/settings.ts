import { z } from 'zod';
import { localizedTextSchema } from '../localized.ts';

const dayHoursSchema = z.object({
  /** "08:00" to "18:00"; null when closed. */
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
});

/** Everything the public site shows about the company; edited in the admin settings. */
export const siteSettingsSchema = z.object({
  company: z.object({
    name: z.string().min(1),
    legal_name: z.string().min(1),
    description: localizedTextSchema,
    share_capital_gnf: z.number().int().nonnegative(),
    registration_number: z.string(),
    director: z.string(),
  }),
  contact: z.object({
    email: z.email(),
    phone: z.string().min(1),
    whatsapp: z.string().optional(),
    address: localizedTextSchema,
    city: z.string(),
    country: localizedTextSchema,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  hours: z.object({
    weekdays: dayHoursSchema,
    saturday: dayHoursSchema,
    sunday: dayHoursSchema,
    timezone: z.string(),
    support_24_7: z.boolean(),
  }),
  social: z.object({
    facebook: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
    x: z.string(),
  }),
  stats: z
    .array(
      z.object({
        key: z.enum(['projects', 'clients', 'years', 'team']),
        value: z.number().int().nonnegative(),
        suffix: z.string(),
        label: localizedTextSchema,
      }),
    )
    .length(4),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Company details as the public API returns them, in the visitor's language. */
export interface PublicSettings {
  company: {
    name: string;
    legal_name: string;
    description: string;
    share_capital_gnf: number;
    registration_number: string;
    director: string;
  };
  contact: {
    email: string;
    phone: string;
    whatsapp: string | null;
    address: string;
    city: string;
    country: string;
    latitude: number;
    longitude: number;
  };
  hours: SiteSettings['hours'];
  social: SiteSettings['social'];
  stats: { key: SiteSettings['stats'][number]['key']; value: number; suffix: string; label: string }[];
}
