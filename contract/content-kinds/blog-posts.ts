import { z } from 'zod';
import { defineContentKind } from './define-content-kind.ts';
import {
  choiceField,
  dateTimeField,
  imageField,
  listField,
  localizedRichTextField,
  localizedTextField,
  slugFields,
  textField,
  seoFields,
} from './fields.ts';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;

const tagText = z.string({ error: 'invalid_value' }).trim().toLowerCase().max(60, { error: 'too_long' });

/** A tag in both languages, as typed (trimmed, lower case); a plain string is its French text. */
const tag = z.preprocess(
  (raw) => (typeof raw === 'string' ? { fr: raw } : raw),
  z
    .object(
      {
        fr: tagText.min(1, { error: 'invalid_value' }),
        en: tagText.optional().transform((value) => (value === '' ? undefined : value)),
      },
      { error: 'invalid_value' },
    )
    .strict(),
);

/** A tag in a list's query string: empty means none. */
export const tagQuerySchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(60, { error: 'too_long' })
  .toLowerCase()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Articles of /blog. */
export const blogPostsKind = defineContentKind({
  name: 'blog',
  table: 'blog_posts',
  label: { fr: 'Blog', en: 'Blog' },
  adminPath: '/admin/blog',
  navigation: { icon: 'file-text', group: 'content' },
  auditLabel: 'blog_post',
  roles: ['admin', 'editor'],
  fields: {
    ...slugFields({ from: 'title', example: 'cybersecurity-for-small-businesses' }),
    title: localizedTextField({ label: { fr: 'Titre', en: 'Title' }, max: 200 }),
    excerpt: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Texte de l’article', en: 'Post text' }, max: 100_000 }),
    cover_image: imageField({ label: { fr: 'Image de couverture', en: 'Cover image' }, image: 'cover' }),
    author_name: textField({ label: { fr: 'Auteur', en: 'Author' }, max: 120, required: 'name_required' }),
    /** At most 10 distinct tags; duplicates (after lower-casing) are dropped. */
    tags: listField({
      label: { fr: 'Étiquettes', en: 'Tags' },
      help: {
        fr: 'Séparées par des virgules, 10 au plus, dans le même ordre dans les deux langues (par exemple : web, pme / web, sme).',
        en: 'Separated by commas, at most 10, in the same order in both languages (for example: web, pme / web, sme).',
      },
      item: tag,
      answer: z.object({ fr: z.string(), en: z.string().optional() }),
      publicItem: z.string(),
      max: 10,
      unique: true,
    }),
    status: choiceField({
      label: { fr: 'Publié (visible sur le site)', en: 'Published (shown on the site)' },
      options: BLOG_POST_STATUSES,
      default: 'draft',
    }),
    /** A published post dated in the future is scheduled; one published without a date is dated now. */
    published_at: dateTimeField({
      label: { fr: 'Date de publication', en: 'Publication date' },
      help: {
        fr: 'Heure de Conakry. Laissez vide pour dater l’article du moment de sa publication. Une date future programme l’article.',
        en: 'Conakry time. Leave empty to date the post from the moment it is published. A future date schedules the post.',
      },
    }),
    ...seoFields(),
  },
  list: {
    search: ['title', 'excerpt'],
    filters: ['status'],
    query: { tag: tagQuerySchema },
    sorts: ['-published_at', 'title', '-updated_at'],
    defaultSort: '-published_at',
  },
  transitions: { publish: { status: 'published' }, unpublish: { status: 'draft' } },
  stats: { published: { status: 'published' }, drafts: { status: 'draft' } },
  publicWhen: { status: 'published' },
  schedule: 'published_at',
  publicAnswer: { omit: ['slug_en', 'status'], notNull: ['published_at'], dates: ['updated_at'] },
  publicReads: {
    path: 'blog',
    order: ['-published_at'],
    paged: { filters: [], search: true },
    item: 'slug',
    listOmit: ['body', 'seo_title', 'seo_description', 'seo_image'],
  },
  page: {
    items: '/blog',
    picture: 'cover_image',
    key: 'blog',
    itemName: { fr: 'Article', en: 'Article' },
    header: {
      badge: { fr: 'Blog', en: 'Blog' },
      title: { fr: 'Conseils et actualités', en: 'Tips and news' },
      text: {
        fr: 'Web, mobile, paiement, sécurité, études à l’étranger : nos conseils pratiques pour les entreprises et les particuliers en Guinée.',
        en: 'Web, mobile, payments, security, studying abroad: our practical advice for businesses and individuals in Guinea.',
      },
    },
    routes: { list: 'blog', item: 'blog-article' },
  },
});
