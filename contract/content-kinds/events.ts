import type { z } from 'zod';
import { defineContentKind } from './define-content-kind.ts';
import {
  choiceField,
  dateTimeField,
  imageField,
  localizedRichTextField,
  localizedTextField,
  optionalLocalizedTextField,
  scheduleField,
  seoFields,
  slugFields,
  urlField,
} from './fields.ts';

export const EVENT_STATUSES = ['draft', 'published'] as const;
/** How a visitor registers: the contact form with the event chosen, or the organiser's own page. */
export const EVENT_REGISTRATIONS = ['contact', 'external'] as const;

/** Trainings, workshops and open days, listed on /evenements (/en/events), upcoming first. */
export const eventsKind = defineContentKind({
  name: 'events',
  label: { fr: 'Événements', en: 'Events' },
  adminPath: '/admin/events',
  navigation: { icon: 'calendar-days', group: 'content' },
  auditLabel: 'event',
  roles: ['admin', 'editor'],
  fields: {
    ...slugFields({ from: 'title', example: 'web-workshop' }),
    title: localizedTextField({ label: { fr: 'Titre', en: 'Title' }, max: 200 }),
    summary: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Programme', en: 'Programme' }, max: 50_000 }),
    cover_image: imageField({ label: { fr: 'Image de couverture', en: 'Cover image' }, image: 'cover' }),
    /** Required to be seen: an event without a start is a draft, whatever its status. */
    starts_at: dateTimeField({
      label: { fr: 'Début', en: 'Start' },
      help: {
        fr: 'Heure de Conakry. L’événement n’est visible sur le site qu’avec une date de début.',
        en: 'Conakry time. The event is shown on the site only once it has a start.',
      },
    }),
    ends_at: dateTimeField({
      label: { fr: 'Fin', en: 'End' },
      help: {
        fr: 'Heure de Conakry. Après la fin (ou le début, sans fin), l’événement passe dans les événements passés.',
        en: 'Conakry time. After its end (or its start, without an end), the event moves to past events.',
      },
    }),
    place: optionalLocalizedTextField({
      label: { fr: 'Lieu', en: 'Place' },
      help: {
        fr: 'L’adresse où il se tient, ou laissez vide pour un événement en ligne.',
        en: 'Where it takes place, or leave empty for an online event.',
      },
      max: 200,
    }),
    online_url: urlField({
      label: { fr: 'Lien en ligne', en: 'Online link' },
      help: {
        fr: 'Commence par https://. La salle de visioconférence ou la diffusion.',
        en: 'Starts with https://. The video meeting or the stream.',
      },
      max: 500,
    }),
    registration: choiceField({
      label: { fr: 'Inscription', en: 'Registration' },
      options: EVENT_REGISTRATIONS,
      default: 'contact',
    }),
    registration_url: urlField({
      label: { fr: 'Lien d’inscription externe', en: 'External registration link' },
      help: {
        fr: 'Seulement pour une inscription externe. Commence par https://.',
        en: 'Only for an external registration. Starts with https://.',
      },
      max: 500,
    }),
    status: choiceField({
      label: { fr: 'Publié (visible sur le site)', en: 'Published (shown on the site)' },
      options: EVENT_STATUSES,
      default: 'draft',
    }),
    publish_at: scheduleField(),
    ...seoFields(),
  },
  list: {
    search: ['title', 'summary'],
    filters: ['status'],
    sorts: ['-starts_at', 'title', '-updated_at'],
    defaultSort: '-starts_at',
  },
  transitions: { publish: { status: 'published' }, unpublish: { status: 'draft' } },
  stats: { published: { status: 'published' }, drafts: { status: 'draft' } },
  publicWhen: { status: 'published' },
  schedule: 'publish_at',
  publicAnswer: { omit: ['slug_en', 'status', 'publish_at'], notNull: ['starts_at'], dates: ['updated_at'] },
  publicReads: {
    path: 'events',
    order: ['starts_at'],
    item: 'slug',
    listOmit: ['body', 'seo_title', 'seo_description', 'seo_image'],
  },
  page: {
    items: '/evenements',
    picture: 'cover_image',
    key: 'events',
    itemName: { fr: 'Événement', en: 'Event' },
    header: {
      badge: { fr: 'Événements', en: 'Events' },
      title: { fr: 'Formations, ateliers et portes ouvertes', en: 'Trainings, workshops and open days' },
      text: {
        fr: 'Venez apprendre avec nous, à Conakry ou en ligne. L’inscription est gratuite sauf mention contraire.',
        en: 'Come and learn with us, in Conakry or online. Registration is free unless stated otherwise.',
      },
    },
    routes: { list: 'events', item: 'event-detail', belowItem: { 'agenda.ics': 'event-calendar' } },
  },
});

/** An event as the public API gives it, in the visitor's language. */
export type PublicEvent = z.infer<typeof eventsKind.schemas.publicAnswer>;
/** An event of the public list (without its programme). */
export type PublicEventSummary = z.infer<typeof eventsKind.schemas.publicSummary>;
/** One event as the admin API returns it: both languages. */
export type AdminEvent = z.infer<typeof eventsKind.schemas.answer>;
