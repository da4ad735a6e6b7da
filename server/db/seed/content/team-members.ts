import type { SeedTeamMember } from '../types.ts';

const photo = (slug: string): string => `/media/seed/people/${slug}`;

/** The four people shown on the about page. */
export const seedTeamMembers: SeedTeamMember[] = [
  {
    name: 'Abdoulaye Barry',
    role: { fr: 'Fondateur et directeur général', en: 'Founder and managing director' },
    bio: {
      fr: 'Ingénieur en informatique formé à Conakry et à Dakar, Abdoulaye a fondé Weltaare en 2021 pour offrir aux entreprises guinéennes des outils numériques de qualité internationale. Il suit personnellement chaque nouveau client lors de l’entretien de lancement.',
      en: 'A computer engineer trained in Conakry and Dakar, Abdoulaye founded Weltaare in 2021 to give Guinean businesses digital tools of international quality. He personally meets every new client at the kick-off meeting.',
    },
    photo: photo('abdoulaye-barry'),
    active: true,
    sortOrder: 1,
  },
  {
    name: 'Aïssatou Keïta',
    role: { fr: 'Cheffe de projet et conseillère études', en: 'Project manager and study adviser' },
    bio: {
      fr: 'Diplômée d’une université canadienne, Aïssatou coordonne les projets web et accompagne les étudiants qui préparent leur départ à l’étranger. Elle veille à ce que chaque délai annoncé soit tenu.',
      en: 'A graduate of a Canadian university, Aïssatou coordinates web projects and supports students preparing to study abroad. She makes sure every promised deadline is met.',
    },
    photo: photo('aissatou-keita'),
    active: true,
    sortOrder: 2,
  },
  {
    name: 'Oumar Sylla',
    role: { fr: 'Responsable technique', en: 'Technical lead' },
    bio: {
      fr: 'Oumar dirige l’équipe de développement et l’infrastructure d’hébergement. Passionné de performance, il teste chaque application sur des téléphones d’entrée de gamme avant la livraison.',
      en: 'Oumar leads the development team and the hosting infrastructure. Passionate about performance, he tests every app on entry-level phones before delivery.',
    },
    photo: photo('oumar-sylla'),
    active: true,
    sortOrder: 3,
  },
  {
    name: 'Mariame Touré',
    role: { fr: 'Designer et responsable communication', en: 'Designer and communication lead' },
    bio: {
      fr: 'Mariame conçoit les identités visuelles et pilote les campagnes sur les réseaux sociaux de nos clients. Elle aime puiser dans les motifs et les couleurs de la Guinée pour créer des marques qui ressemblent à leurs fondateurs.',
      en: 'Mariame designs visual identities and runs our clients’ social media campaigns. She loves drawing on Guinean patterns and colours to create brands that reflect their founders.',
    },
    photo: photo('mariame-toure'),
    active: true,
    sortOrder: 4,
  },
];
