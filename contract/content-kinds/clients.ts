import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  activeField,
  displayOrderField,
  imageField,
  localizedTextField,
  textField,
  urlField,
  scheduleField,
} from './fields.ts';

/** Client references (logos on /clients). */
export const clientsKind = defineContentKind({
  name: 'clients',
  label: { fr: 'Clients', en: 'Clients' },
  adminPath: '/admin/clients',
  navigation: { icon: 'briefcase', group: 'content' },
  auditLabel: 'client',
  roles: ['admin', 'editor'],
  fields: {
    name: textField({
      label: { fr: 'Nom du client', en: 'Client name' },
      help: {
        fr: 'Le nom propre de l’organisation, identique dans les deux langues.',
        en: 'The organisation’s proper name, the same in both languages.',
      },
      max: 160,
      required: 'name_required',
    }),
    logo: imageField({ label: { fr: 'Logo', en: 'Logo' }, image: 'logo' }),
    /** Only http(s): the public site renders it as a link. */
    website_url: urlField({
      label: { fr: 'Site web', en: 'Website' },
      help: {
        fr: 'Commence par https://. Le logo renvoie vers ce site.',
        en: 'Starts with https://. The logo links to this site.',
      },
      max: 300,
    }),
    sector: localizedTextField({ label: { fr: 'Secteur d’activité', en: 'Business sector' }, max: 120 }),
    active: activeField({ fr: 'Actif (visible sur le site)', en: 'Active (shown on the site)' }),
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
  publicReads: { path: 'clients', order: ['sort_order'] },
  page: { listedOn: '/clients' },
});
