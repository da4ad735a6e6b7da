import { z } from 'zod';
import { defineContentKind } from './define-content-kind.ts';
import {
  choiceField,
  dateTimeField,
  imageField,
  listField,
  localizedRichTextField,
  localizedTextField,
  slugField,
  textField,
} from './fields.ts';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;

const tag = z.string({ error: 'invalid_value' }).trim().toLowerCase().min(1, { error: 'invalid_value' }).max(60, {
  error: 'too_long',
});

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
  label: { fr: 'Blog', en: 'Blog' },
  auditLabel: 'blog_post',
  roles: ['admin', 'editor'],
  fields: {
    slug: slugField({ label: { fr: 'Slug', en: 'Slug' }, from: 'title' }),
    title: localizedTextField({ label: { fr: 'Titre', en: 'Title' }, max: 200 }),
    excerpt: localizedTextField({ label: { fr: 'Extrait', en: 'Excerpt' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Article', en: 'Article' }, max: 100_000 }),
    cover_image: imageField({ label: { fr: 'Image de couverture', en: 'Cover image' } }),
    author_name: textField({ label: { fr: 'Auteur', en: 'Author' }, max: 120, required: 'name_required' }),
    /** At most 10 distinct tags; duplicates (after lower-casing) are dropped. */
    tags: listField({ label: { fr: 'Mots-clés', en: 'Tags' }, item: tag, answer: z.string(), max: 10, unique: true }),
    status: choiceField({ label: { fr: 'Statut', en: 'Status' }, options: BLOG_POST_STATUSES, default: 'draft' }),
    /** A published post dated in the future is scheduled; one published without a date is dated now. */
    published_at: dateTimeField({ label: { fr: 'Date de publication', en: 'Publication date' } }),
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
  publicAnswer: { omit: ['status'], notNull: ['published_at'] },
});
