import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  activeField,
  displayOrderField,
  iconField,
  imageField,
  listField,
  localizedItem,
  localizedRichTextField,
  localizedTextField,
  slugField,
  scheduleField,
} from './fields.ts';

/** Ready-made products on /solutions. */
export const solutionsKind = defineContentKind({
  name: 'solutions',
  label: { fr: 'Solutions', en: 'Solutions' },
  adminPath: '/admin/solutions',
  navigation: { icon: 'puzzle', group: 'content' },
  auditLabel: 'solution',
  roles: ['admin', 'editor'],
  fields: {
    slug: slugField({ label: { fr: 'Slug', en: 'Slug' }, from: 'name' }),
    name: localizedTextField({ label: { fr: 'Nom', en: 'Name' }, max: 120 }),
    summary: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Description détaillée', en: 'Detailed description' }, max: 50_000 }),
    features: listField({ label: { fr: 'Ce qui est inclus', en: 'What is included' }, ...localizedItem(300), max: 20 }),
    icon: iconField(),
    image: imageField({ label: { fr: 'Image', en: 'Image' }, image: 'cover' }),
    active: activeField({ fr: 'Active (visible sur le site)', en: 'Active (shown on the site)' }),
    sort_order: displayOrderField(),
    publish_at: scheduleField(),
  },
  list: {
    search: ['name'],
    filters: ['active'],
    sorts: ['sort_order', 'name', '-updated_at'],
    defaultSort: 'sort_order',
  },
  ...ACTIVE_STATE,
  schedule: 'publish_at',
  publicAnswer: { omit: ['active', 'sort_order', 'publish_at'] },
  publicReads: { path: 'solutions', order: ['sort_order'], item: 'slug' },
  page: { listedOn: '/solutions' },
});
