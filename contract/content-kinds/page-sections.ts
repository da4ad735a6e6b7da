import { z } from 'zod';
import {
  type Bilingual,
  booleanField,
  choiceField,
  dateField,
  declareField,
  type FieldDeclaration,
  iconField,
  imageField,
  integerField,
  linkAddressField,
  optionalLinkAddressField,
  localizedRichTextField,
  localizedTextField,
  optionalLocalizedTextField,
  recordListField,
  shapeOf,
} from './fields.ts';

type Fields = Record<string, FieldDeclaration>;

/**
 * One kind of section a page is built from (ADR 0064): its name for staff and its fields, declared
 * like a content kind's, so the editor draws its form and the server checks it the same way.
 */
function defineSection<const Type extends string, const F extends Fields>(type: Type, label: Bilingual, fields: F) {
  const common = { type: z.literal(type) };
  return {
    type,
    label,
    fields,
    /** A section as a body holds it: hidden ones stay in the page, off the public site. */
    input: z
      .object({ ...common, hidden: z.boolean({ error: 'invalid_value' }).default(false), ...shapeOf(fields, 'input') })
      .strict(),
    answer: z.object({ ...common, hidden: z.boolean(), ...shapeOf(fields, 'answer') }),
    /** In the visitor's language; a hidden section is never answered. */
    publicAnswer: z.object({ ...common, ...shapeOf(fields, 'publicAnswer') }),
  };
}

const title = (max = 160) => localizedTextField({ label: { fr: 'Titre', en: 'Title' }, max });
const subtitle = () =>
  optionalLocalizedTextField({ label: { fr: 'Texte sous le titre', en: 'Text under the title' }, max: 400 });

/** The opening of a page: a badge, its title, a text, up to two buttons and a picture. */
export const heroSection = defineSection(
  'hero',
  { fr: 'Bannière d’accueil', en: 'Hero banner' },
  {
    badge: optionalLocalizedTextField({ label: { fr: 'Badge', en: 'Badge' }, max: 80 }),
    title: title(),
    text: subtitle(),
    primary_label: optionalLocalizedTextField({ label: { fr: 'Bouton principal', en: 'Main button' }, max: 60 }),
    primary_link: optionalLinkAddressField({ label: { fr: 'Lien du bouton principal', en: 'Main button link' } }),
    secondary_label: optionalLocalizedTextField({ label: { fr: 'Second bouton', en: 'Second button' }, max: 60 }),
    secondary_link: optionalLinkAddressField({ label: { fr: 'Lien du second bouton', en: 'Second button link' } }),
    image: imageField({
      label: { fr: 'Image (grands écrans)', en: 'Picture (wide screens)' },
      help: {
        fr: 'Vide : les couvertures des deux premières réalisations à la une.',
        en: 'Empty: the covers of the first two featured projects.',
      },
      image: 'cover',
    }),
  },
);

/** The band at the top of an inner page: a badge, the page's title (its h1) and a text. */
export const pageHeaderSection = defineSection(
  'page_header',
  { fr: 'En-tête de page', en: 'Page header' },
  {
    badge: optionalLocalizedTextField({ label: { fr: 'Badge', en: 'Badge' }, max: 80 }),
    title: localizedTextField({ label: { fr: 'Titre de la page', en: 'Page title' }, max: 160 }),
    text: subtitle(),
  },
);

/** A title and paragraphs, lists and links written in the rich text editor (sanitized on save). */
export const richTextSection = defineSection(
  'rich_text',
  { fr: 'Texte', en: 'Text' },
  {
    title: title(),
    body: localizedRichTextField({ label: { fr: 'Texte', en: 'Text' }, max: 20_000 }),
  },
);

/**
 * A legal document (privacy policy, terms, legal notice, accessibility statement): its numbered
 * articles under a table of contents, the date of its last change, and on a translation the note
 * that the French text prevails (design.md).
 */
export const legalTextSection = defineSection(
  'legal_text',
  { fr: 'Texte juridique', en: 'Legal text' },
  {
    updated_on: dateField({
      label: { fr: 'Dernière mise à jour', en: 'Last updated' },
      help: {
        fr: 'La date montrée en tête du texte : changez-la quand le texte change sur le fond. Vide : le jour du dernier enregistrement de la page.',
        en: 'The date shown above the text: change it when the text changes in substance. Empty: the day the page was last saved.',
      },
    }),
    articles: recordListField({
      label: { fr: 'Articles', en: 'Articles' },
      item: { fr: 'Article', en: 'Article' },
      add: { fr: 'Ajouter un article', en: 'Add an article' },
      fields: {
        heading: localizedTextField({ label: { fr: 'Titre de l’article', en: 'Article title' }, max: 160 }),
        body: localizedRichTextField({
          label: { fr: 'Texte de l’article', en: 'Article text' },
          help: {
            fr: 'Les coordonnées des paramètres s’écrivent entre accolades et suivent leurs changements : {company.name}, {company.legal_name}, {company.director}, {company.registration_number}, {company.share_capital}, {contact.email}, {contact.phone}, {contact.whatsapp}, {contact.address}. Entre [[ et ]], une phrase n’est montrée que si ses coordonnées sont remplies ([[si remplie||sinon]]).',
            en: 'The settings’ details are written in braces and follow their changes: {company.name}, {company.legal_name}, {company.director}, {company.registration_number}, {company.share_capital}, {contact.email}, {contact.phone}, {contact.whatsapp}, {contact.address}. Between [[ and ]], a sentence is shown only when its details are filled in ([[if filled in||otherwise]]).',
          },
          max: 20_000,
        }),
      },
      min: 1,
      max: 40,
    }),
  },
);

/** Questions, each with its answer in both languages and what else a section asks of it. */
function questionsField<const F extends Fields>(fields: F) {
  return recordListField({
    label: { fr: 'Questions', en: 'Questions' },
    item: { fr: 'Question', en: 'Question' },
    add: { fr: 'Ajouter une question', en: 'Add a question' },
    fields: { question: localizedTextField({ label: { fr: 'Question', en: 'Question' }, max: 200 }), ...fields },
    min: 1,
    max: 20,
  });
}

const answer = (help?: Bilingual) =>
  localizedTextField({ label: { fr: 'Réponse', en: 'Answer' }, ...(help ? { help } : {}), max: 1000 });

/** Questions and their answers under a title: on the contact page, beside the opening hours. */
export const faqSection = defineSection(
  'faq',
  { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
  { title: title(), questions: questionsField({ answer: answer() }) },
);

/** A part's address within its page (`#billing`): lower-case letters without accents, digits and hyphens. */
function anchorField(label: Bilingual, help: Bilingual) {
  return declareField(
    'text',
    { label, help },
    z
      .string({ error: 'field_required' })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_value' })
      .max(40, { error: 'too_long' }),
    z.string(),
    { required: true, max: 40, publicAnswer: z.string() },
  );
}

/**
 * A theme of the help centre: its place in the page (an anchor), an icon, a title and its
 * questions, which the centre's search filters and the site search finds one by one.
 */
export const helpTopicSection = defineSection(
  'help_topic',
  { fr: 'Thème d’aide', en: 'Help topic' },
  {
    anchor: anchorField(
      { fr: 'Ancre du thème', en: 'Topic anchor' },
      {
        fr: 'Son adresse dans la page (/help#paiement)\u00a0: lettres minuscules sans accent, chiffres et tirets.',
        en: 'Its address within the page (/help#billing): lower-case letters without accents, digits and hyphens.',
      },
    ),
    icon: iconField('Star'),
    title: title(),
    questions: questionsField({
      answer: answer({
        fr: 'Les coordonnées des paramètres s’écrivent entre accolades\u00a0: {contact.email}, {contact.phone}… Entre [[ et ]], une phrase n’est montrée que si ses coordonnées sont remplies ; {hours.support_24_7} ne l’est que si le support répond à toute heure.',
        en: 'The settings’ details are written in braces: {contact.email}, {contact.phone}… Between [[ and ]], a sentence is shown only when its details are filled in; {hours.support_24_7} is only when support answers at all hours.',
      }),
      link_label: optionalLocalizedTextField({ label: { fr: 'Texte du lien', en: 'Link text' }, max: 120 }),
      link: optionalLinkAddressField({ label: { fr: 'Lien', en: 'Link' } }),
    }),
  },
);

const DETAILS_IN_TEXT_HELP: Bilingual = {
  fr: 'Les coordonnées des paramètres s’écrivent entre accolades et suivent leurs changements\u00a0: {contact.email}, {contact.phone}, {contact.whatsapp}, {contact.address}, {company.name}.',
  en: 'The settings’ details are written in braces and follow their changes: {contact.email}, {contact.phone}, {contact.whatsapp}, {contact.address}, {company.name}.',
};

/**
 * A client guide: its place in the page (an anchor), an icon, a title, an introduction, numbered
 * steps and a tip. The client guides page lists its guides as cards, then each in full.
 */
export const guideSection = defineSection(
  'guide',
  { fr: 'Guide pas à pas', en: 'Step-by-step guide' },
  {
    anchor: anchorField(
      { fr: 'Ancre du guide', en: 'Guide anchor' },
      {
        fr: 'Son adresse dans la page (/docs#emails)\u00a0: lettres minuscules sans accent, chiffres et tirets.',
        en: 'Its address within the page (/docs#email): lower-case letters without accents, digits and hyphens.',
      },
    ),
    icon: iconField('file-text'),
    title: title(),
    intro: localizedTextField({
      label: { fr: 'Introduction', en: 'Introduction' },
      help: DETAILS_IN_TEXT_HELP,
      max: 600,
    }),
    steps: recordListField({
      label: { fr: 'Étapes', en: 'Steps' },
      item: { fr: 'Étape', en: 'Step' },
      add: { fr: 'Ajouter une étape', en: 'Add a step' },
      fields: { text: localizedTextField({ label: { fr: 'Ce qu’il faut faire', en: 'What to do' }, max: 400 }) },
      min: 1,
      max: 12,
    }),
    tip: optionalLocalizedTextField({
      label: { fr: 'Bon à savoir', en: 'Good to know' },
      help: DETAILS_IN_TEXT_HELP,
      max: 400,
    }),
  },
);

/** A picture beside a title and a text (rich text), on the side staff choose; the text alone without a picture. */
export const imageTextSection = defineSection(
  'image_text',
  { fr: 'Image et texte', en: 'Picture and text' },
  {
    title: title(),
    text: localizedRichTextField({ label: { fr: 'Texte', en: 'Text' }, max: 5000 }),
    image: imageField({ label: { fr: 'Image', en: 'Picture' }, image: 'cover' }),
    image_alt: optionalLocalizedTextField({
      label: { fr: 'Description de l’image', en: 'Picture description' },
      help: {
        fr: 'Ce qu’elle montre, pour qui ne la voit pas. Vide\u00a0: l’image est décorative.',
        en: 'What it shows, for those who cannot see it. Empty: the picture is decorative.',
      },
      max: 200,
    }),
    image_side: choiceField({
      label: { fr: 'Côté de l’image (grands écrans)', en: 'Side of the picture (wide screens)' },
      options: ['left', 'right'],
      names: { left: { fr: 'À gauche', en: 'On the left' }, right: { fr: 'À droite', en: 'On the right' } },
      default: 'left',
    }),
  },
);

/** The company's email, phone, WhatsApp and address, its opening hours and its map, from the settings. */
export const contactCardsSection = defineSection(
  'contact_cards',
  { fr: 'Coordonnées, horaires et plan', en: 'Contact details, hours and map' },
  {
    title: title(),
    map: booleanField({
      label: { fr: 'Montrer le plan', en: 'Show the map' },
      help: {
        fr: 'Le plan du bureau, chargé quand le visiteur le demande.',
        en: 'The office map, loaded when the visitor asks for it.',
      },
      default: true,
    }),
  },
);

/** The company's figures, kept in the settings. */
export const figuresSection = defineSection(
  'figures',
  { fr: 'Chiffres clés', en: 'Key figures' },
  {
    title: localizedTextField({
      label: { fr: 'Titre (lu par les lecteurs d’écran)', en: 'Title (read by screen readers)' },
      help: {
        fr: 'Les chiffres eux-mêmes se changent dans les paramètres.',
        en: 'The figures themselves are changed in the settings.',
      },
      max: 120,
    }),
    animated: booleanField({
      label: { fr: 'Compter jusqu’aux chiffres', en: 'Count up to the figures' },
      help: {
        fr: 'Une courte animation quand les chiffres arrivent à l’écran (un peu de JavaScript).',
        en: 'A short animation as the figures come into view (a little JavaScript).',
      },
      default: true,
    }),
  },
);

/**
 * A few tiles, each an icon, a title and a text (the reasons to choose the company). Without a
 * title, each tile is a part of the page under its own heading (the mission and the vision).
 */
export const featureTilesSection = defineSection(
  'feature_tiles',
  { fr: 'Tuiles d’arguments', en: 'Feature tiles' },
  {
    title: optionalLocalizedTextField({
      label: { fr: 'Titre', en: 'Title' },
      help: {
        fr: 'Vide : chaque tuile est une partie de la page, sous son propre titre.',
        en: 'Empty: each tile is a part of the page under its own title.',
      },
      max: 160,
    }),
    subtitle: subtitle(),
    tiles: recordListField({
      label: { fr: 'Tuiles', en: 'Tiles' },
      item: { fr: 'Tuile', en: 'Tile' },
      add: { fr: 'Ajouter une tuile', en: 'Add a tile' },
      fields: {
        icon: iconField('Star'),
        title: localizedTextField({ label: { fr: 'Titre de la tuile', en: 'Tile title' }, max: 80 }),
        text: localizedTextField({ label: { fr: 'Texte de la tuile', en: 'Tile text' }, max: 400 }),
      },
      min: 1,
      max: 12,
    }),
  },
);

/** The lists a featured items section can show: the featured items of a kind, the next events, the published testimonials. */
export const FEATURED_KINDS = ['services', 'projects', 'testimonials', 'events', 'published_testimonials'] as const;
export type FeaturedKind = (typeof FEATURED_KINDS)[number];

/** The featured items of a kind (services, projects, testimonials) or the next events, as many as staff choose. */
export const featuredItemsSection = defineSection(
  'featured_items',
  { fr: 'Éléments à la une', en: 'Featured items' },
  {
    kind: choiceField({
      label: { fr: 'Quels éléments', en: 'Which items' },
      options: FEATURED_KINDS,
      names: {
        services: { fr: 'Services à la une', en: 'Featured services' },
        projects: { fr: 'Réalisations à la une', en: 'Featured projects' },
        testimonials: { fr: 'Témoignages à la une', en: 'Featured testimonials' },
        events: { fr: 'Prochains événements', en: 'Next events' },
        published_testimonials: { fr: 'Témoignages publiés', en: 'Published testimonials' },
      },
    }),
    count: integerField({ label: { fr: 'Combien au plus', en: 'How many at most' }, min: 1, max: 12, default: 3 }),
    title: title(),
    subtitle: subtitle(),
  },
);

/** Every client's logo (or name), its sector and its website, under a title. */
export const clientLogosSection = defineSection(
  'client_logos',
  { fr: 'Logos des clients', en: 'Client logos' },
  { title: title(), subtitle: subtitle() },
);

/** The forms a page can hold; each posts to the page it sits on when the browser runs no script (ADR 0070). */
export const SECTION_FORMS = ['contact', 'testimonial', 'newsletter'] as const;
export type SectionForm = (typeof SECTION_FORMS)[number];

/** A visitor's form under a title: the contact form, the testimonial form (with its photo) or the newsletter's. */
export const formSection = defineSection(
  'form',
  { fr: 'Formulaire', en: 'Form' },
  {
    form: choiceField({
      label: { fr: 'Quel formulaire', en: 'Which form' },
      options: SECTION_FORMS,
      names: {
        contact: { fr: 'Nous écrire (formulaire de contact)', en: 'Write to us (contact form)' },
        testimonial: { fr: 'Laisser un témoignage', en: 'Leave a testimonial' },
        newsletter: { fr: 'S’inscrire à la newsletter', en: 'Subscribe to the newsletter' },
      },
    }),
    title: title(),
    subtitle: subtitle(),
  },
);

/** The tools a page can hold (the money transfer and study abroad services' own): each reads the page's address. */
export const SECTION_TOOLS = ['transfer_calculator', 'study_checklist'] as const;
export type SectionTool = (typeof SECTION_TOOLS)[number];

/** A visitor's tool, with its own title and words: the transfer calculator or the study abroad checklist. */
export const toolSection = defineSection(
  'tool',
  { fr: 'Outil', en: 'Tool' },
  {
    tool: choiceField({
      label: { fr: 'Quel outil', en: 'Which tool' },
      options: SECTION_TOOLS,
      names: {
        transfer_calculator: { fr: 'Calculateur de transfert d’argent', en: 'Money transfer calculator' },
        study_checklist: { fr: 'Démarches pour étudier à l’étranger', en: 'Study abroad checklist' },
      },
    }),
  },
);

/**
 * The job posts open today under a title, each with its apply link; when there are some, an
 * invitation to apply spontaneously below them, and when there are none, that invitation instead.
 * The application's mail goes to the settings' address.
 */
export const openPositionsSection = defineSection(
  'open_positions',
  { fr: 'Postes ouverts', en: 'Open positions' },
  {
    title: title(),
    empty: localizedTextField({
      label: { fr: 'Texte quand aucun poste n’est ouvert', en: 'Text when no position is open' },
      max: 400,
    }),
    spontaneous_title: localizedTextField({
      label: { fr: 'Titre de la candidature spontanée', en: 'Spontaneous application title' },
      help: {
        fr: 'Aussi l’objet du courriel que le bouton prépare.',
        en: 'Also the subject of the email the button prepares.',
      },
      max: 120,
    }),
    spontaneous_text: localizedTextField({
      label: { fr: 'Texte de la candidature spontanée', en: 'Spontaneous application text' },
      max: 400,
    }),
    spontaneous_button: localizedTextField({
      label: { fr: 'Bouton de la candidature spontanée', en: 'Spontaneous application button' },
      help: {
        fr: 'Il ouvre un courriel à l’adresse des paramètres.',
        en: 'It opens an email to the settings’ address.',
      },
      max: 60,
    }),
  },
);

/** The active team members, in their order, under a title. */
export const teamSection = defineSection(
  'team',
  { fr: 'Équipe', en: 'Team' },
  {
    title: title(),
    subtitle: subtitle(),
  },
);

/** A closing invitation: a title, a text, a button and, if staff want, a second one. */
export const callToActionSection = defineSection(
  'call_to_action',
  { fr: 'Appel à l’action', en: 'Call to action' },
  {
    title: title(),
    text: subtitle(),
    button_label: localizedTextField({ label: { fr: 'Texte du bouton', en: 'Button text' }, max: 60 }),
    button_link: linkAddressField({ label: { fr: 'Lien du bouton', en: 'Button link' } }),
    secondary_label: optionalLocalizedTextField({ label: { fr: 'Second bouton', en: 'Second button' }, max: 60 }),
    secondary_link: optionalLinkAddressField({ label: { fr: 'Lien du second bouton', en: 'Second button link' } }),
  },
);

const SECTIONS = [
  heroSection,
  pageHeaderSection,
  richTextSection,
  imageTextSection,
  legalTextSection,
  faqSection,
  helpTopicSection,
  guideSection,
  contactCardsSection,
  figuresSection,
  featureTilesSection,
  featuredItemsSection,
  clientLogosSection,
  teamSection,
  openPositionsSection,
  formSection,
  toolSection,
  callToActionSection,
] as const;

/** Every section a page may hold, by its type: the editor's "Add a section" list, in this order. */
export const PAGE_SECTIONS = Object.fromEntries(
  SECTIONS.map((section) => [section.type, { label: section.label, fields: section.fields as Fields }]),
) as Record<PageSectionType, { label: Bilingual; fields: Fields }>;
export type PageSectionType = (typeof SECTIONS)[number]['type'];

const union = <Part extends 'input' | 'answer' | 'publicAnswer'>(part: Part) =>
  z.discriminatedUnion(
    'type',
    [
      heroSection[part],
      pageHeaderSection[part],
      richTextSection[part],
      imageTextSection[part],
      legalTextSection[part],
      faqSection[part],
      helpTopicSection[part],
      guideSection[part],
      contactCardsSection[part],
      figuresSection[part],
      featureTilesSection[part],
      featuredItemsSection[part],
      clientLogosSection[part],
      teamSection[part],
      openPositionsSection[part],
      formSection[part],
      toolSection[part],
      callToActionSection[part],
    ],
    { error: 'invalid_value' },
  );

/** A page holds at most this many sections. */
export const MAX_PAGE_SECTIONS = 30;

/** A page's ordered sections: each of a declared type, with that type's fields. */
export function sectionsField(options: { label: Bilingual }) {
  const value = z
    .array(union('input'), { error: 'invalid_value' })
    .max(MAX_PAGE_SECTIONS, { error: 'too_long' })
    .superRefine((sections, context) => {
      // An anchor is an address within the page: two parts at one address, a link finds one.
      const taken = new Set<string>();
      sections.forEach((section, index) => {
        if (!('anchor' in section)) return;
        if (taken.has(section.anchor))
          context.addIssue({ code: 'custom', path: [index, 'anchor'], message: 'anchor_taken' });
        taken.add(section.anchor);
      });
    });
  return declareField('sections', options, value, z.array(union('answer')), {
    default: [],
    publicAnswer: z.array(union('publicAnswer')),
    sections: PAGE_SECTIONS,
    max: MAX_PAGE_SECTIONS,
  });
}

/** A section as the public site gets it, in the visitor's language. */
export type PublicPageSection = z.infer<ReturnType<typeof union<'publicAnswer'>>>;
/** A section as the editor holds it. */
export type PageSectionInput = z.input<ReturnType<typeof union<'input'>>>;
