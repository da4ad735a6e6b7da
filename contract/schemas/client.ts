import { z } from 'zod';
import { type LocalizedText, localizedText } from '../localized.ts';
import { imagePathSchema, paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from './common.ts';

/** An active client reference as the public API returns it, in the visitor's language. */
export interface PublicClient {
  id: number;
  name: string;
  logo: string | null;
  website_url: string | null;
  sector: string;
}

/** Body of POST and PUT /api/admin/clients. */
export const clientInputSchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(160, { error: 'too_long' }),
    logo: imagePathSchema,
    /** Only http(s): the public site renders it as a link. */
    website_url: z
      .url({ protocol: /^https?$/, error: 'invalid_url' })
      .max(300, { error: 'too_long' })
      .nullable()
      .default(null),
    sector: localizedText(120),
    active: z.boolean({ error: 'invalid_value' }).default(true),
    sort_order: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(10_000).default(0),
  })
  .strict();

export type ClientInput = z.input<typeof clientInputSchema>;

export const ADMIN_CLIENT_SORTS = ['sort_order', 'name', '-updated_at'] as const;

export const adminClientListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  active: queryBooleanSchema.optional(),
  sort: z.enum(ADMIN_CLIENT_SORTS, { error: 'invalid_value' }).default('sort_order'),
});

/** A client reference as the admin API returns it, inactive ones included: both languages. */
export interface AdminClient {
  id: number;
  name: string;
  logo: string | null;
  website_url: string | null;
  sector: LocalizedText;
  active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ClientStats {
  total: number;
  active: number;
  inactive: number;
}
