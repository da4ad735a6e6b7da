import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  activeField,
  booleanField,
  displayOrderField,
  FEATURED_STATE,
  iconField,
  optionalIntegerField,
  imageField,
  listField,
  localizedItem,
  localizedRecordItem,
  localizedTextField,
  slugFields,
  scheduleField,
  seoFields,
} from './fields.ts';

/** Slugs the public routes already use: /api/services/active and /api/services/featured. */
export const RESERVED_SERVICE_SLUGS = ['active', 'featured', 'stats'] as const;

/** The company's eight services and any an editor adds. */
export const servicesKind = defineContentKind({
  name: 'services',
  label: { fr: 'Services', en: 'Services' },
  adminPath: '/admin/services',
  navigation: { icon: 'layers', group: 'content' },
  auditLabel: 'service',
  roles: ['admin', 'editor'],
  fields: {
    ...slugFields({ from: 'name', example: 'web-development', reserved: RESERVED_SERVICE_SLUGS }),
    name: localizedTextField({ label: { fr: 'Nom', en: 'Name' }, max: 120 }),
    short_description: localizedTextField({ label: { fr: 'Description courte', en: 'Short description' }, max: 300 }),
    description: localizedTextField({ label: { fr: 'Description', en: 'Description' }, max: 5000 }),
    features: listField({ label: { fr: 'Points forts', en: 'Highlights' }, ...localizedItem(300), max: 20 }),
    process: listField({
      label: { fr: 'Méthode', en: 'Method' },
      ...localizedRecordItem({ title: 120, description: 1000 }),
      max: 10,
    }),
    faqs: listField({
      label: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
      ...localizedRecordItem({ question: 300, answer: 2000 }),
      max: 20,
    }),
    price_from_gnf: optionalIntegerField({
      label: { fr: 'Prix de départ (GNF)', en: 'Starting price (GNF)' },
      help: {
        fr: 'En francs guinéens, chiffres seuls (2500000) ; la page affiche « à partir de 2 500 000 GNF ». Vide : aucun prix affiché.',
        en: 'In Guinean francs, digits only (2500000); the page shows “from GNF 2,500,000”. Empty: no price shown.',
      },
      min: 1,
      max: 2_000_000_000,
    }),
    icon: iconField(),
    featured_image: imageField({ label: { fr: 'Image principale', en: 'Main image' }, image: 'cover' }),
    active: activeField({ fr: 'Actif (visible sur le site)', en: 'Active (shown on the site)' }),
    featured: booleanField({ label: { fr: 'À la une (page d’accueil)', en: 'Featured (home page)' }, default: false }),
    sort_order: displayOrderField({ label: { fr: 'Ordre d’affichage', en: 'Display order' } }),
    publish_at: scheduleField(),
    ...seoFields(),
  },
  list: {
    search: ['name'],
    filters: ['active', 'featured'],
    sorts: ['sort_order', 'name', 'updated_at', '-updated_at'],
    defaultSort: 'sort_order',
  },
  transitions: { ...ACTIVE_STATE.transitions, ...FEATURED_STATE.transitions },
  stats: { ...ACTIVE_STATE.stats, ...FEATURED_STATE.stats },
  publicWhen: ACTIVE_STATE.publicWhen,
  schedule: 'publish_at',
  publicAnswer: { omit: ['slug_en', 'publish_at'] },
  publicReads: {
    path: 'services',
    order: ['sort_order'],
    paged: { filters: ['featured'], search: true },
    whole: 'active',
    featured: true,
    item: 'slug',
  },
  page: {
    items: '/services',
    picture: 'featured_image',
    key: 'services',
    itemName: { fr: 'Service', en: 'Service' },
    header: {
      badge: { fr: 'Ce que nous faisons', en: 'What we do' },
      title: { fr: 'Nos services', en: 'Our Services' },
      text: {
        fr: 'Du site web au transfert d’argent, une seule équipe à Conakry pour accompagner votre entreprise à chaque étape.',
        en: 'From websites to money transfer, one team in Conakry to support your business at every step.',
      },
    },
    routes: { list: 'services', item: 'service-detail' },
  },
});
