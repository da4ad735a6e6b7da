import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages.ts';

/** How many days the statistics cover: a month by default, a year at most. */
export const analyticsQuerySchema = z.object({
  days: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1).max(366).default(30),
});

const pathViews = z.object({ path: z.string(), views: z.number() });

/**
 * GET /api/admin/analytics?days=N: the site's visits, counted without cookie or identifier
 * (issue 36). Shares are of all page views of the period, from 0 to 1.
 */
export const analyticsSchema = z.object({
  /** Every day of the period, oldest first, with the views of pages that exist. */
  days: z.array(z.object({ date: z.string(), views: z.number() })),
  total: z.number(),
  /** The most viewed pages. */
  pages: z.array(pathViews),
  /** The other sites visitors came from, most first. */
  referrers: z.array(z.object({ domain: z.string(), views: z.number() })),
  english_share: z.number(),
  phone_share: z.number(),
  light_share: z.number(),
  /** Addresses that named no page, most asked first. */
  not_found: z.array(pathViews),
  /** Each service page's views beside the WhatsApp taps made from it: what the page brings. */
  whatsapp: z.array(pathViews.extend({ taps: z.number() })),
  /**
   * The searches people made on the site, most first (ADR 0063): the words in lower case, empty for
   * the searches that held a phone number or an email address (not stored); `found` says whether the
   * site answers them today (null for the hidden ones).
   */
  searches: z.array(
    z.object({
      words: z.string(),
      language: z.enum(SUPPORTED_LANGUAGES),
      searches: z.number(),
      found: z.boolean().nullable(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
