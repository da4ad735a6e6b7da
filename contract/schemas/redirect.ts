import { z } from 'zod';
import { isBackOfficePath, isFrameworkPath } from '../page-urls.ts';

export const REDIRECT_STATUSES = [301, 302] as const;
const MAX_PATH = 500;

/** A path as redirects are kept and looked up: lower case, no trailing slash (what the site itself folds). */
export const redirectKeyOf = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * An address of the site as visitors type it: one path, no query or fragment (a redirect answers the
 * path whatever follows it), never the API, the back office or files.
 */
export const sitePathSchema = z
  .string({ error: 'redirect_path_invalid' })
  .trim()
  .max(MAX_PATH, { error: 'too_long' })
  .refine((path) => /^\/(?!\/)[^\s?#]*$/.test(path), { error: 'redirect_path_invalid' })
  .refine((path) => !isBackOfficePath(path) && !isFrameworkPath(path), { error: 'redirect_path_reserved' })
  .transform(redirectKeyOf);

/** Where a redirect sends: a path of the site, or an address elsewhere (http or https). */
export const redirectTargetSchema = z.union([
  sitePathSchema,
  z
    .string({ error: 'redirect_path_invalid' })
    .trim()
    .max(MAX_PATH, { error: 'too_long' })
    .pipe(z.url({ protocol: /^https?$/, error: 'redirect_path_invalid' })),
]);

/** POST /api/admin/redirects and PUT /api/admin/redirects/{id}. */
export const redirectInputSchema = z
  .object({
    from: sitePathSchema,
    to: redirectTargetSchema,
    status: z.union([z.literal(301), z.literal(302)], { error: 'invalid_value' }).default(301),
  })
  .strict();
export type RedirectInput = z.output<typeof redirectInputSchema>;

export const redirectSchema = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  /** `staff` kept by hand; `moved` added when an item's address changed. */
  source: z.enum(['staff', 'moved']),
  hits: z.number(),
  last_hit_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type Redirect = z.infer<typeof redirectSchema>;
