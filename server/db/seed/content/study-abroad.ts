import type { StudyAbroadInput } from '#contract/study-abroad.ts';

type Item = StudyAbroadInput['destinations'][number]['items'][number];
const step = (fr: string, en: string, detailsFr: string, detailsEn: string): Item => ({
  kind: 'step',
  title: { fr, en },
  details: { fr: detailsFr, en: detailsEn },
});
const document = (fr: string, en: string, detailsFr: string, detailsEn: string): Item => ({
  kind: 'document',
  title: { fr, en },
  details: { fr: detailsFr, en: detailsEn },
});

/** Documents every destination asks for. */
const passport = document(
  'Passeport valide',
  'Valid passport',
  'Valide au moins six mois après la date de retour prévue ; comptez plusieurs semaines pour le faire établir.',
  'Valid for at least six months after the planned return; allow several weeks to have one issued.',
);
const diplomas = document(
  'Diplômes et relevés de notes',
  'Diplomas and transcripts',
  'Baccalauréat et années suivantes, en copies certifiées conformes, traduits si la langue l’exige.',
  'Baccalauréat and later years, as certified copies, translated where the language requires it.',
);
const funds = document(
  'Justificatif de ressources',
  'Proof of funds',
  'Relevés bancaires ou attestation de prise en charge montrant de quoi vivre pendant l’année d’études.',
  'Bank statements or a sponsor’s letter showing enough to live on for the year of study.',
);

/** The study-abroad checklists as first installed; staff keep them up to date in the admin. */
export const seedStudyDestinations: StudyAbroadInput['destinations'] = [
  {
    id: 'france',
    country: { fr: 'France', en: 'France' },
    active: true,
    items: [
      step(
        'Créer son dossier Études en France',
        'Open an Études en France file',
        'La procédure Campus France en ligne, ouverte d’octobre à décembre pour la plupart des licences.',
        'The online Campus France procedure, open from October to December for most bachelor’s programmes.',
      ),
      step(
        'Passer l’entretien Campus France',
        'Attend the Campus France interview',
        'À l’Espace Campus France de Conakry : présentez votre projet d’études avec clarté.',
        'At the Campus France office in Conakry: present your study plan clearly.',
      ),
      step(
        'Demander le visa étudiant',
        'Apply for the student visa',
        'Après l’acceptation d’un établissement, sur France-Visas, avec rendez-vous au centre de dépôt.',
        'Once a school has accepted you, on France-Visas, with an appointment at the application centre.',
      ),
      passport,
      diplomas,
      document(
        'Test de français (TCF ou DELF)',
        'French test (TCF or DELF)',
        'Demandé si vos études n’ont pas été faites en français ; résultat valable deux ans.',
        'Required if your studies were not taught in French; the result is valid for two years.',
      ),
      funds,
    ],
  },
  {
    id: 'canada',
    country: { fr: 'Canada', en: 'Canada' },
    active: true,
    items: [
      step(
        'Obtenir une lettre d’acceptation',
        'Get a letter of acceptance',
        'D’un établissement d’enseignement désigné (EED) ; les admissions ferment souvent un an avant la rentrée.',
        'From a designated learning institution (DLI); admissions often close a year before the start.',
      ),
      step(
        'Obtenir le CAQ (pour le Québec)',
        'Get the CAQ (for Quebec)',
        'Le certificat d’acceptation du Québec, avant le permis d’études fédéral.',
        'The Quebec acceptance certificate, before the federal study permit.',
      ),
      step(
        'Demander le permis d’études',
        'Apply for the study permit',
        'En ligne auprès d’IRCC, puis données biométriques au centre de réception des demandes de visa.',
        'Online with IRCC, then biometrics at the visa application centre.',
      ),
      passport,
      diplomas,
      funds,
      document(
        'Lettre d’explication',
        'Letter of explanation',
        'Pourquoi ce programme, pourquoi le Canada, et votre projet au retour.',
        'Why this programme, why Canada, and your plans on returning.',
      ),
    ],
  },
  {
    id: 'morocco',
    country: { fr: 'Maroc', en: 'Morocco' },
    active: true,
    items: [
      step(
        'Candidater via l’AMCI ou directement',
        'Apply through AMCI or directly',
        'Les bourses de l’Agence marocaine de coopération internationale passent par le ministère guinéen.',
        'Moroccan Agency for International Cooperation scholarships go through the Guinean ministry.',
      ),
      step(
        'Légaliser les diplômes',
        'Have diplomas legalised',
        'Au ministère des Affaires étrangères puis à l’ambassade du Maroc à Conakry.',
        'At the Ministry of Foreign Affairs, then at the Moroccan embassy in Conakry.',
      ),
      passport,
      diplomas,
      document(
        'Certificat médical',
        'Medical certificate',
        'Récent, attestant que vous êtes apte à suivre des études.',
        'Recent, stating that you are fit to study.',
      ),
    ],
  },
  {
    id: 'turkey',
    country: { fr: 'Turquie', en: 'Turkey' },
    active: true,
    items: [
      step(
        'Candidater aux Türkiye Bursları ou aux universités',
        'Apply for Türkiye Bursları or to universities',
        'La bourse du gouvernement turc ouvre en janvier ; les universités privées admettent toute l’année.',
        'The Turkish government scholarship opens in January; private universities admit all year round.',
      ),
      step(
        'Demander le visa étudiant',
        'Apply for the student visa',
        'Avec la lettre d’admission, auprès de l’ambassade de Turquie.',
        'With the admission letter, at the Turkish embassy.',
      ),
      passport,
      diplomas,
      document(
        'Photos d’identité',
        'Passport photos',
        'Format biométrique, fond blanc ; prévoyez-en six.',
        'Biometric format, white background; bring six.',
      ),
    ],
  },
];
