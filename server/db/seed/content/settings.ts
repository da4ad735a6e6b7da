import { COMPANY } from '#contract/constants.ts';
import type { SeedSettings } from '../types.ts';

/** Site settings as first installed; staff edit them in the admin settings page. */
export const seedSettings: SeedSettings = {
  company: {
    name: 'Weltaare',
    legal_name: 'Weltaare SARLU',
    description: {
      fr: 'Weltaare accompagne les entreprises, les institutions et les particuliers en Guinée dans leur transformation numérique : sites web, applications mobiles, hébergement, design et communication digitale.',
      en: 'Weltaare helps businesses, institutions and individuals in Guinea go digital: websites, mobile apps, hosting, design and digital communication.',
    },
    share_capital_gnf: COMPANY.shareCapitalGnf,
    registration_number: 'RCCM/GN.TCC.2021.B.01234',
    director: 'Abdoulaye Barry',
  },
  contact: {
    email: 'contact@weltaare.com',
    phone: '+224 620 00 00 00',
    whatsapp: '+224 620 00 00 00',
    address: { fr: 'Dubreka, Guinée', en: 'Dubreka, Guinea' },
    city: 'Dubreka',
    country: { fr: 'Guinée', en: 'Guinea' },
    latitude: 9.7906,
    longitude: -13.5147,
  },
  hours: {
    weekdays: { open: '08:00', close: '18:00' },
    saturday: { open: '09:00', close: '14:00' },
    sunday: { open: null, close: null },
    timezone: 'GMT',
    support_24_7: true,
  },
  social: {
    facebook: 'https://www.facebook.com/weltaare',
    linkedin: 'https://www.linkedin.com/company/weltaare',
    instagram: 'https://www.instagram.com/weltaare',
    x: 'https://x.com/weltaare',
  },
  stats: [
    {
      key: 'projects',
      value: 100,
      suffix: '+',
      label: { fr: 'Projets réalisés', en: 'Projects completed' },
      counted: false,
    },
    {
      key: 'clients',
      value: 50,
      suffix: '+',
      label: { fr: 'Clients satisfaits', en: 'Happy clients' },
      counted: false,
    },
    {
      key: 'years',
      value: 5,
      suffix: '+',
      label: { fr: 'Années d’expérience', en: 'Years of experience' },
      counted: false,
    },
    // The team's members are those the about page shows: the figure is their number, never a claim beside it.
    { key: 'team', value: 4, suffix: '', label: { fr: 'Membres de l’équipe', en: 'Team members' }, counted: true },
  ],
};
