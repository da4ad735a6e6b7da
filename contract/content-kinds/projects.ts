import { z } from 'zod';
import { PROJECT_CATEGORIES } from '../constants.ts';
import { imagePathTextSchema } from '../schemas/common.ts';
import { defineContentKind } from './define-content-kind.ts';
import {
  booleanField,
  choiceField,
  dateField,
  displayOrderField,
  FEATURED_STATE,
  imageField,
  listField,
  localizedRichTextField,
  localizedTextField,
  optionalTextField,
  relationField,
  slugFields,
  urlField,
  scheduleField,
  seoFields,
} from './fields.ts';

/** Slugs the public routes already use: /api/projects/featured. */
export const RESERVED_PROJECT_SLUGS = ['featured', 'stats'] as const;

/** The portfolio. */
export const projectsKind = defineContentKind({
  name: 'projects',
  label: { fr: 'Portfolio', en: 'Portfolio' },
  adminPath: '/admin/portfolio',
  navigation: { icon: 'folder-kanban', group: 'content' },
  auditLabel: 'project',
  roles: ['admin', 'editor'],
  fields: {
    ...slugFields({ from: 'title', example: 'school-management-app', reserved: RESERVED_PROJECT_SLUGS }),
    title: localizedTextField({ label: { fr: 'Titre', en: 'Title' }, max: 160 }),
    summary: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 400 }),
    body: localizedRichTextField({ label: { fr: 'Description détaillée', en: 'Detailed description' }, max: 50_000 }),
    category: choiceField({ label: { fr: 'Catégorie', en: 'Category' }, options: PROJECT_CATEGORIES }),
    client_name: optionalTextField({ label: { fr: 'Nom du client', en: 'Client name' }, max: 160 }),
    service_id: relationField({
      label: { fr: 'Service associé', en: 'Related service' },
      kind: 'services',
      title: 'name',
    }),
    cover_image: imageField({ label: { fr: 'Image de couverture', en: 'Cover image' }, image: 'cover' }),
    gallery: listField({
      label: { fr: 'Galerie', en: 'Gallery' },
      item: imagePathTextSchema,
      answer: z.string(),
      max: 20,
    }),
    technologies: listField({
      label: { fr: 'Technologies', en: 'Technologies' },
      help: {
        fr: 'Séparées par des virgules, par exemple : React, Node.js, PostgreSQL (20 au plus).',
        en: 'Separated by commas, for example: React, Node.js, PostgreSQL (20 at most).',
      },
      item: z.string().trim().min(1).max(40, { error: 'too_long' }),
      answer: z.string(),
      max: 20,
    }),
    project_url: urlField({
      label: { fr: 'Adresse du projet en ligne', en: 'Address of the live project' },
      help: {
        fr: 'Commence par https://. Laissez vide s’il n’est pas en ligne.',
        en: 'Starts with https://. Leave empty if it is not online.',
      },
      max: 300,
    }),
    video_url: urlField({
      label: { fr: 'Vidéo de présentation', en: 'Presentation video' },
      help: {
        fr: 'Adresse https:// d’une vidéo (YouTube, Vimeo…). Laissez vide s’il n’y en a pas.',
        en: 'https:// address of a video (YouTube, Vimeo...). Leave empty if there is none.',
      },
      max: 300,
    }),
    completed_on: dateField({ label: { fr: 'Date de réalisation', en: 'Completion date' } }),
    published: booleanField({
      label: { fr: 'Publié (visible sur le site)', en: 'Published (shown on the site)' },
      default: false,
    }),
    featured: booleanField({ label: { fr: 'À la une (page d’accueil)', en: 'Featured (home page)' }, default: false }),
    sort_order: displayOrderField(),
    publish_at: scheduleField(),
    ...seoFields(),
  },
  list: {
    search: ['title'],
    filters: ['category', 'published', 'featured'],
    sorts: ['sort_order', 'title', '-completed_on', '-updated_at'],
    defaultSort: 'sort_order',
  },
  transitions: { publish: { published: true }, unpublish: { published: false }, ...FEATURED_STATE.transitions },
  stats: { published: { published: true }, drafts: { published: false }, ...FEATURED_STATE.stats },
  publicWhen: { published: true },
  schedule: 'publish_at',
  publicAnswer: { omit: ['slug_en', 'sort_order', 'publish_at'] },
  publicReads: {
    path: 'projects',
    order: ['sort_order', '-completed_on', 'id'],
    paged: { filters: ['featured', 'category', 'service_id'], search: true },
    featured: true,
    item: 'key',
  },
  page: {
    items: '/portfolio',
    picture: 'cover_image',
    key: 'portfolio',
    itemName: { fr: 'Réalisation', en: 'Project' },
    header: {
      badge: { fr: 'Portfolio', en: 'Portfolio' },
      title: { fr: 'Nos réalisations', en: 'Our work' },
      text: {
        fr: 'Des projets concrets pour des entreprises, des écoles et des organisations guinéennes, du premier atelier à la mise en ligne.',
        en: 'Real projects for Guinean businesses, schools and organisations, from the first workshop to the launch.',
      },
    },
    routes: { list: 'portfolio', item: 'project-detail' },
  },
});
