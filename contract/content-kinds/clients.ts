import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  activeField,
  displayOrderField,
  imageField,
  localizedTextField,
  textField,
  urlField,
} from './fields.ts';

/** Client references (logos on /clients). */
export const clientsKind = defineContentKind({
  name: 'clients',
  label: { fr: 'Clients', en: 'Clients' },
  auditLabel: 'client',
  roles: ['admin', 'editor'],
  fields: {
    name: textField({ label: { fr: 'Nom', en: 'Name' }, max: 160, required: 'name_required' }),
    logo: imageField({ label: { fr: 'Logo', en: 'Logo' } }),
    /** Only http(s): the public site renders it as a link. */
    website_url: urlField({ label: { fr: 'Site web', en: 'Website' }, max: 300 }),
    sector: localizedTextField({ label: { fr: 'Secteur', en: 'Sector' }, max: 120 }),
    active: activeField(),
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
