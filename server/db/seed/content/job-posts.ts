import type { SeedJobPost } from '../types.ts';

/** Four job posts: three open, one closed. */
export const seedJobPosts: SeedJobPost[] = [
  {
    slug: 'developpeur-full-stack-javascript',
    slugEn: 'full-stack-javascript-developer',
    title: { fr: 'Développeur·se full stack JavaScript', en: 'Full-stack JavaScript developer' },
    summary: {
      fr: 'Rejoignez l’équipe technique pour concevoir et maintenir les sites et applications web de nos clients en Guinée et dans la sous-région.',
      en: 'Join the technical team to build and maintain websites and web applications for our clients in Guinea and across the region.',
    },
    body: {
      fr: '<h2>Vos missions</h2><ul><li>Développer des applications web avec React, Node.js et PostgreSQL.</li><li>Participer aux ateliers avec les clients et à l’estimation des projets.</li><li>Écrire des tests et relire le code de vos collègues.</li><li>Assurer le suivi des sites en production avec l’équipe hébergement.</li></ul><h2>Votre profil</h2><ul><li>Au moins deux ans d’expérience en développement web.</li><li>Bonne maîtrise de TypeScript et de Git.</li><li>Français courant ; l’anglais technique est un plus.</li><li>Sens de l’écoute et goût du travail en équipe.</li></ul><h2>Ce que nous offrons</h2><p>Un contrat à durée indéterminée, une <strong>assurance santé</strong>, un budget formation annuel et un cadre de travail à Dubreka avec deux jours de télétravail par semaine.</p>',
      en: '<h2>Your responsibilities</h2><ul><li>Build web applications with React, Node.js and PostgreSQL.</li><li>Take part in client workshops and project estimates.</li><li>Write tests and review your colleagues’ code.</li><li>Look after production sites together with the hosting team.</li></ul><h2>Your profile</h2><ul><li>At least two years of web development experience.</li><li>Solid command of TypeScript and Git.</li><li>Fluent French; technical English is a plus.</li><li>A good listener who enjoys teamwork.</li></ul><h2>What we offer</h2><p>A permanent contract, <strong>health insurance</strong>, an annual training budget and an office in Dubreka with two remote-working days a week.</p>',
    },
    location: { fr: 'Dubreka, Guinée (hybride)', en: 'Dubreka, Guinea (hybrid)' },
    employmentType: 'full-time',
    status: 'open',
    closesOn: '2026-12-31',
  },
  {
    slug: 'charge-de-communication-digitale',
    slugEn: 'digital-communication-officer',
    title: { fr: 'Chargé·e de communication digitale', en: 'Digital communication officer' },
    summary: {
      fr: 'Animez les réseaux sociaux de nos clients, produisez des contenus et pilotez des campagnes sponsorisées avec des résultats mesurables.',
      en: 'Run our clients’ social media, produce content and manage sponsored campaigns with measurable results.',
    },
    body: {
      fr: '<h2>Vos missions</h2><ul><li>Rédiger et programmer les publications de plusieurs clients.</li><li>Réaliser des photos et de courtes vidéos sur le terrain.</li><li>Configurer et suivre les campagnes publicitaires Meta.</li><li>Préparer les rapports mensuels de résultats.</li></ul><h2>Votre profil</h2><ul><li>Formation en communication, marketing ou journalisme.</li><li>Excellente orthographe en français.</li><li>La maîtrise du pular, du soussou ou du malinké est un atout.</li></ul><h2>Ce que nous offrons</h2><p>Un contrat à durée déterminée d’un an renouvelable, du matériel de tournage fourni et des projets variés, des écoles aux ONG.</p>',
      en: '<h2>Your responsibilities</h2><ul><li>Write and schedule posts for several clients.</li><li>Shoot photos and short videos on location.</li><li>Set up and monitor Meta advertising campaigns.</li><li>Prepare monthly results reports.</li></ul><h2>Your profile</h2><ul><li>A background in communication, marketing or journalism.</li><li>Excellent written French.</li><li>Speaking Pular, Susu or Maninka is an asset.</li></ul><h2>What we offer</h2><p>A one-year renewable fixed-term contract, filming equipment provided and varied projects, from schools to NGOs.</p>',
    },
    location: { fr: 'Conakry, Guinée', en: 'Conakry, Guinea' },
    employmentType: 'contract',
    status: 'open',
    closesOn: '2026-12-15',
  },
  {
    slug: 'stage-design-graphique',
    slugEn: 'graphic-design-internship',
    title: { fr: 'Stage en design graphique', en: 'Graphic design internship' },
    summary: {
      fr: 'Un stage de six mois pour apprendre auprès de nos designers : identités visuelles, supports imprimés et visuels pour les réseaux sociaux.',
      en: 'A six-month internship learning alongside our designers: brand identities, printed materials and social media visuals.',
    },
    body: {
      fr: '<h2>Vos missions</h2><ul><li>Participer à la création de logos et de chartes graphiques.</li><li>Décliner des visuels pour les réseaux sociaux et l’impression.</li><li>Préparer les fichiers pour nos imprimeurs partenaires.</li></ul><h2>Votre profil</h2><ul><li>Étudiant·e ou jeune diplômé·e en design, arts graphiques ou communication.</li><li>Connaissance de Figma ou de la suite Adobe.</li><li>Un portfolio, même modeste, à nous montrer.</li></ul><h2>Ce que nous offrons</h2><p>Une <strong>indemnité mensuelle de stage</strong>, un tuteur dédié et la possibilité d’une embauche à l’issue du stage.</p>',
      en: '<h2>Your responsibilities</h2><ul><li>Help create logos and brand guidelines.</li><li>Adapt visuals for social media and print.</li><li>Prepare files for our partner printers.</li></ul><h2>Your profile</h2><ul><li>A student or recent graduate in design, graphic arts or communication.</li><li>Familiarity with Figma or the Adobe suite.</li><li>A portfolio to show us, however small.</li></ul><h2>What we offer</h2><p>A <strong>monthly internship allowance</strong>, a dedicated mentor and the possibility of a job offer at the end of the internship.</p>',
    },
    location: { fr: 'Dubreka, Guinée', en: 'Dubreka, Guinea' },
    employmentType: 'internship',
    status: 'open',
    closesOn: null,
  },
  {
    slug: 'technicien-support-informatique',
    slugEn: 'it-support-technician',
    title: { fr: 'Technicien·ne support informatique', en: 'IT support technician' },
    summary: {
      fr: 'Installez et dépannez le matériel informatique et les réseaux de nos clients entreprises et établissements scolaires à Conakry.',
      en: 'Install and troubleshoot computer equipment and networks for our business and school clients in Conakry.',
    },
    body: {
      fr: '<h2>Vos missions</h2><ul><li>Installer postes de travail, imprimantes et équipements réseau.</li><li>Assurer le dépannage sur site et à distance.</li><li>Tenir à jour l’inventaire du matériel des clients.</li></ul><h2>Votre profil</h2><ul><li>BTS ou licence en maintenance informatique ou réseaux.</li><li>Permis moto apprécié pour les déplacements.</li></ul><h2>Ce que nous offrons</h2><p>Un poste à temps partiel, trois jours par semaine, avec prise en charge des frais de déplacement.</p>',
      en: '<h2>Your responsibilities</h2><ul><li>Install workstations, printers and network equipment.</li><li>Provide on-site and remote troubleshooting.</li><li>Keep clients’ equipment inventories up to date.</li></ul><h2>Your profile</h2><ul><li>A two-year diploma or degree in IT maintenance or networking.</li><li>A motorbike licence is appreciated for travel.</li></ul><h2>What we offer</h2><p>A part-time role, three days a week, with travel expenses covered.</p>',
    },
    location: { fr: 'Conakry, Guinée', en: 'Conakry, Guinea' },
    employmentType: 'part-time',
    status: 'closed',
    closesOn: '2026-06-30',
  },
];
