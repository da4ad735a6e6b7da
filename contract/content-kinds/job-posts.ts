import { defineContentKind } from './define-content-kind.ts';
import {
  choiceField,
  dateField,
  localizedRichTextField,
  localizedTextField,
  slugFields,
  scheduleField,
  seoFields,
} from './fields.ts';

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const JOB_POST_STATUSES = ['open', 'closed'] as const;

/** Job offers on /careers. */
export const jobPostsKind = defineContentKind({
  name: 'careers',
  table: 'job_posts',
  label: { fr: 'Carrières', en: 'Careers' },
  adminPath: '/admin/careers',
  navigation: { icon: 'user-round', group: 'content' },
  auditLabel: 'job_post',
  roles: ['admin', 'editor'],
  fields: {
    ...slugFields({ from: 'title', example: 'web-developer' }),
    title: localizedTextField({ label: { fr: 'Intitulé du poste', en: 'Job title' }, max: 160 }),
    summary: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Description du poste', en: 'Job description' }, max: 50_000 }),
    location: localizedTextField({ label: { fr: 'Lieu', en: 'Location' }, max: 120 }),
    employment_type: choiceField({
      label: { fr: 'Type de contrat', en: 'Type of contract' },
      options: EMPLOYMENT_TYPES,
    }),
    status: choiceField({
      label: { fr: 'Offre ouverte (visible sur le site)', en: 'Open post (shown on the site)' },
      options: JOB_POST_STATUSES,
      default: 'open',
    }),
    /** Last day to apply; empty when open until filled. */
    closes_on: dateField({
      label: { fr: 'Date limite de candidature', en: 'Application deadline' },
      help: {
        fr: 'Laissez vide si l’offre reste ouverte jusqu’à ce que le poste soit pourvu.',
        en: 'Leave empty if the post stays open until it is filled.',
      },
    }),
    publish_at: scheduleField(),
    ...seoFields(),
  },
  list: {
    search: ['title'],
    filters: ['status'],
    sorts: ['-created_at', 'title', 'closes_on', '-updated_at'],
    defaultSort: '-created_at',
  },
  transitions: { open: { status: 'open' }, close: { status: 'closed' } },
  stats: { open: { status: 'open' }, closed: { status: 'closed' } },
  publicWhen: { status: 'open' },
  schedule: 'publish_at',
  publicAnswer: { omit: ['slug_en', 'status', 'publish_at'], dates: ['created_at'] },
  publicUntil: 'closes_on',
  publicReads: { path: 'careers', order: ['-created_at'], item: 'slug' },
  page: {
    items: '/careers',
    key: 'careers',
    itemName: { fr: 'Offre d’emploi', en: 'Job' },
    header: {
      badge: { fr: 'Carrières', en: 'Careers' },
      title: { fr: 'Rejoignez l’équipe Weltaare', en: 'Join the Weltaare team' },
      text: {
        fr: 'Nous cherchons des talents guinéens curieux et engagés pour construire le numérique de demain, ici, en Guinée.',
        en: 'We are looking for curious, committed Guinean talent to build the digital future, here in Guinea.',
      },
    },
    routes: { list: 'careers', item: 'career-detail' },
  },
});
