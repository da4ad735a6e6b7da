import { z } from 'zod';
import { ITEM_PAGE_KINDS } from '../content-kinds/item-pages.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { bothLanguagesText } from '../localized.ts';
import { isLinkAddress } from '../page-urls.ts';
import { idSchema } from './common.ts';
import { STATIC_PAGE_PATHS } from '../site-pages.ts';

/** The site's menus, each saved whole at PUT /api/admin/menus/{key} (ADR 0062). */
export const MENU_KEYS = ['header', 'footer'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
export const menuKeySchema = z.enum(MENU_KEYS);

/** Links per menu, columns in the footer: the header holds one line on a laptop. */
export const MAX_MENU_LINKS = 12;
export const MAX_FOOTER_COLUMNS = 4;
/** At most this many services listed under a footer column. */
export const MAX_LISTED_SERVICES = 20;

const ITEM_KINDS = ITEM_PAGE_KINDS.map(({ kind }) => kind.name) as [string, ...string[]];

/** Where a link leads: a page of the site, an item of a kind with pages (by id: a new slug follows), or an address. */
export const menuTargetSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('page'), path: z.enum(STATIC_PAGE_PATHS, { error: 'invalid_value' }) }).strict(),
    z.object({ type: z.literal('item'), kind: z.enum(ITEM_KINDS, { error: 'invalid_value' }), id: idSchema }).strict(),
    z
      .object({
        type: z.literal('url'),
        url: z
          .string({ error: 'field_required' })
          .trim()
          .min(1, { error: 'field_required' })
          .max(500, { error: 'too_long' })
          .refine(isLinkAddress, { error: 'menu_address_invalid' }),
      })
      .strict(),
  ],
  { error: 'invalid_value' },
);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

/** The languages a link or a column is shown in: at least one (a link shown in none is removed instead). */
const shownInSchema = z
  .array(z.enum(SUPPORTED_LANGUAGES), { error: 'invalid_value' })
  .min(1, { error: 'menu_language_required' })
  .refine((languages) => new Set(languages).size === languages.length, { error: 'invalid_value' });

export const menuLinkSchema = z
  .object({
    label: bothLanguagesText(60),
    target: menuTargetSchema,
    shownIn: shownInSchema,
    /** The header's services link opens the list of published services beneath it. */
    servicesMenu: z.boolean().default(false),
  })
  .strict();
export type MenuLink = z.infer<typeof menuLinkSchema>;

const linksSchema = z.array(menuLinkSchema).max(MAX_MENU_LINKS, { error: 'menu_too_many_links' });

export const headerMenuSchema = z
  .object({ links: linksSchema })
  .strict()
  .superRefine(({ links }, context) => {
    // The list has one place on the page (and one id): a second link opening it is refused on itself.
    const opening = links.flatMap((link, index) => (link.servicesMenu ? [index] : []));
    for (const index of opening.slice(1)) {
      context.addIssue({ code: 'custom', path: ['links', index, 'servicesMenu'], message: 'menu_services_once' });
    }
  });

export const footerColumnSchema = z
  .object({
    title: bothLanguagesText(60),
    shownIn: shownInSchema,
    links: linksSchema,
    /** The column then lists this many published services, in the catalogue's order. */
    services: z
      .number({ error: 'menu_services_count' })
      .int({ error: 'menu_services_count' })
      .min(0, { error: 'menu_services_count' })
      .max(MAX_LISTED_SERVICES, { error: 'menu_services_count' })
      .default(0),
  })
  .strict();
export const footerMenuSchema = z
  .object({ columns: z.array(footerColumnSchema).max(MAX_FOOTER_COLUMNS, { error: 'menu_too_many_columns' }) })
  .strict();

export const MENU_SCHEMAS = { header: headerMenuSchema, footer: footerMenuSchema } as const;
export type HeaderMenu = z.infer<typeof headerMenuSchema>;
export type FooterMenu = z.infer<typeof footerMenuSchema>;
export interface Menus {
  header: HeaderMenu;
  footer: FooterMenu;
}
export type MenuInput<Key extends MenuKey> = z.input<(typeof MENU_SCHEMAS)[Key]>;

/** A link as a public page draws it, in the visitor's language. */
export interface SiteMenuLink {
  label: string;
  /** A page's path as French names its sections, with the language's slug (a link localizes it); or a typed address. */
  href: string;
  /** An address staff typed (another site, a mail, a phone, a path): drawn as it is, never localized. */
  typed: boolean;
  servicesMenu: boolean;
}

/** The menus as a public page draws them, in one language: what is hidden in it, or leads nowhere yet, left out. */
export interface SiteMenus {
  header: SiteMenuLink[];
  footer: { title: string; links: SiteMenuLink[]; services: number }[];
}
