import { defineContentKind } from './define-content-kind.ts';
import {
  ACTIVE_STATE,
  activeField,
  displayOrderField,
  imageField,
  localizedTextField,
  textField,
  scheduleField,
} from './fields.ts';

/** The people on /about. */
export const teamMembersKind = defineContentKind({
  name: 'team',
  table: 'team_members',
  label: { fr: 'Équipe', en: 'Team' },
  adminPath: '/admin/team',
  navigation: { icon: 'users-round', group: 'content' },
  auditLabel: 'team_member',
  roles: ['admin', 'editor'],
  fields: {
    name: textField({ label: { fr: 'Nom complet', en: 'Full name' }, max: 120, required: 'name_required' }),
    role: localizedTextField({ label: { fr: 'Fonction', en: 'Role' }, max: 120 }),
    bio: localizedTextField({ label: { fr: 'Biographie', en: 'Biography' }, max: 2000 }),
    photo: imageField({ label: { fr: 'Photo', en: 'Photo' }, image: 'portrait' }),
    active: activeField({ fr: 'Actif (visible sur la page À propos)', en: 'Active (shown on the About page)' }),
    sort_order: displayOrderField({
      label: { fr: 'Ordre d’affichage', en: 'Display order' },
      help: { fr: 'Les plus petits nombres s’affichent en premier.', en: 'Smaller numbers are shown first.' },
    }),
    publish_at: scheduleField(),
  },
  list: {
    search: ['name', 'role'],
    filters: ['active'],
    sorts: ['sort_order', 'name', '-updated_at'],
    defaultSort: 'sort_order',
  },
  ...ACTIVE_STATE,
  schedule: 'publish_at',
  publicAnswer: { omit: ['active', 'sort_order', 'publish_at'] },
  publicReads: { path: 'team', order: ['sort_order'] },
  page: { listedOn: '/about' },
});
