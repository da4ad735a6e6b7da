import { defineContentKind } from './define-content-kind.ts';
import {
  booleanField,
  choiceField,
  emailField,
  FEATURED_STATE,
  imageField,
  localizedTextField,
  optionalIntegerField,
  optionalLocalizedTextField,
  optionalTextField,
  relationField,
  textField,
  scheduleField,
} from './fields.ts';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What clients say, moderated before it shows. */
export const testimonialsKind = defineContentKind({
  name: 'testimonials',
  label: { fr: 'Témoignages', en: 'Testimonials' },
  adminPath: '/admin/testimonials',
  navigation: { icon: 'message-square-quote', group: 'inbox' },
  auditLabel: 'testimonial',
  roles: ['admin', 'editor'],
  fields: {
    content: localizedTextField({ label: { fr: 'Texte du témoignage', en: 'Testimonial text' }, max: 2000 }),
    client_name: textField({ label: { fr: 'Nom du client', en: 'Client name' }, max: 120, required: 'name_required' }),
    client_title: optionalLocalizedTextField({ label: { fr: 'Fonction', en: 'Job title' }, max: 120 }),
    client_company: optionalTextField({ label: { fr: 'Entreprise', en: 'Company' }, max: 120 }),
    client_photo: imageField({ label: { fr: 'Photo', en: 'Photo' }, image: 'portrait' }),
    client_email: emailField({
      label: { fr: 'Email (jamais affiché sur le site)', en: 'Email (never shown on the site)' },
    }),
    rating: optionalIntegerField({ label: { fr: 'Note', en: 'Rating' }, min: 1, max: 5, error: 'rating_range' }),
    service_id: relationField({
      label: { fr: 'Service concerné', en: 'Related service' },
      kind: 'services',
      title: 'name',
    }),
    project_id: relationField({
      label: { fr: 'Projet concerné', en: 'Related project' },
      kind: 'projects',
      title: 'title',
    }),
    status: choiceField({ label: { fr: 'État', en: 'State' }, options: TESTIMONIAL_STATUSES, default: 'pending' }),
    featured: booleanField({
      label: { fr: 'À la une (page d’accueil, si approuvé)', en: 'Featured (home page, when approved)' },
      default: false,
    }),
    publish_at: scheduleField(),
  },
  list: {
    search: ['client_name', 'content'],
    filters: ['status', 'featured'],
    sorts: ['-created_at', 'created_at', 'client_name'],
    defaultSort: '-created_at',
  },
  transitions: {
    approve: { status: 'approved' },
    reject: { status: 'rejected', featured: false },
    ...FEATURED_STATE.transitions,
  },
  stats: {
    pending: { status: 'pending' },
    approved: { status: 'approved' },
    rejected: { status: 'rejected' },
    ...FEATURED_STATE.stats,
  },
  publicWhen: { status: 'approved' },
  schedule: 'publish_at',
  publicAnswer: { omit: ['client_email', 'status', 'publish_at'], dates: ['created_at'] },
  publicReads: {
    path: 'testimonials',
    order: ['-featured', '-created_at', 'id'],
    paged: { filters: ['featured', 'service_id', 'project_id'] },
    whole: 'approved',
    featured: true,
  },
  page: { listedOn: '/' },
});
