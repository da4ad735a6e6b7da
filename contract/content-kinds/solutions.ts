import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  booleanField,
  displayOrderField,
  iconField,
  imageField,
  listField,
  localizedItem,
  localizedRichTextField,
  localizedTextField,
  slugField,
} from './fields.ts';

/** Ready-made products on /solutions. */
export const solutionsKind = defineContentKind({
  name: 'solutions',
  label: { fr: 'Solutions', en: 'Solutions' },
  auditLabel: 'solution',
  roles: ['admin', 'editor'],
  fields: {
    slug: slugField({ label: { fr: 'Slug', en: 'Slug' }, from: 'name' }),
    name: localizedTextField({ label: { fr: 'Nom', en: 'Name' }, max: 120 }),
    summary: localizedTextField({ label: { fr: 'Résumé', en: 'Summary' }, max: 500 }),
    body: localizedRichTextField({ label: { fr: 'Description', en: 'Description' }, max: 50_000 }),
    features: listField({ label: { fr: 'Fonctionnalités', en: 'Features' }, ...localizedItem(300), max: 20 }),
    icon: iconField(),
    image: imageField({ label: { fr: 'Image', en: 'Image' } }),
    active: booleanField({ label: { fr: 'Active', en: 'Active' }, default: true }),
    sort_order: displayOrderField(),
  },
  list: {
    search: ['name'],
    filters: ['active'],
    sorts: ['sort_order', 'name', '-updated_at'],
    defaultSort: 'sort_order',
  },
  ...ACTIVE_STATE,
  publicAnswer: { omit: ['active', 'sort_order'] },
});
