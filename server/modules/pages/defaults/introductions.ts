import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import type { FixedPageKey } from '#contract/content-kinds/pages.ts';
import type { PageKey } from '#contract/site-pages.ts';

type IntroducedPage = Exclude<FixedPageKey, 'home' | 'about' | 'privacy' | 'terms' | 'legal' | 'accessibility'>;

/**
 * The introductions of the contact, solutions, guides and help pages as the site was written: the
 * band above what each shows; the words of the page of an unknown address; and what a kind's list
 * page shows after the band its declaration gives it (`page.header`, ADR 0073).
 */
export const PAGE_INTRODUCTIONS: Record<IntroducedPage, PageSectionInput[]> &
  Partial<Record<PageKey, PageSectionInput[]>> = {
  careers: [
    {
      type: 'feature_tiles',
      title: { fr: 'Pourquoi travailler avec nous', en: 'Why work with us' },
      subtitle: null,
      tiles: [
        {
          icon: 'sprout',
          title: { fr: 'Des projets qui comptent', en: 'Projects that matter' },
          text: {
            fr: 'Écoles, ONG, commerces, banques\u00a0: votre travail change le quotidien de milliers de personnes en Guinée.',
            en: 'Schools, NGOs, shops, banks: your work changes the daily lives of thousands of people in Guinea.',
          },
        },
        {
          icon: 'graduation-cap',
          title: { fr: 'Apprendre et progresser', en: 'Learn and grow' },
          text: {
            fr: 'Un budget formation annuel, du mentorat et des technologies actuelles sur chaque projet.',
            en: 'An annual training budget, mentoring and current technologies on every project.',
          },
        },
        {
          icon: 'users',
          title: { fr: 'Une équipe soudée', en: 'A close-knit team' },
          text: {
            fr: 'Une équipe à taille humaine où chacun est écouté, avec l’entraide comme règle de base.',
            en: 'A human-sized team where everyone is heard and helping each other is the rule.',
          },
        },
        {
          icon: 'heart-handshake',
          title: { fr: 'Un cadre équilibré', en: 'A balanced workplace' },
          text: {
            fr: 'Un bureau à Dubreka, du télétravail selon les postes et des horaires respectueux de la vie privée.',
            en: 'An office in Dubreka, remote work depending on the role and hours that respect your private life.',
          },
        },
      ],
    },
    {
      type: 'open_positions',
      title: { fr: 'Postes ouverts', en: 'Open positions' },
      empty: {
        fr: 'Aucun poste ouvert pour le moment. Vous pouvez tout de même nous envoyer une candidature spontanée\u00a0: nous étudions chaque profil.',
        en: 'No open positions at the moment. You can still send us a spontaneous application: we review every profile.',
      },
      spontaneous_title: { fr: 'Candidature spontanée', en: 'Spontaneous application' },
      spontaneous_text: {
        fr: 'Votre profil ne correspond à aucune offre\u202f? Envoyez-nous votre CV et quelques mots sur vous\u00a0: nous gardons chaque candidature pour nos prochains recrutements.',
        en: "Your profile doesn't match any opening? Send us your CV and a few words about yourself: we keep every application for our next hires.",
      },
      spontaneous_button: { fr: 'Envoyer une candidature spontanée', en: 'Send a spontaneous application' },
    },
  ],
  clients: [
    {
      type: 'page_header',
      badge: { fr: 'Clients', en: 'Clients' },
      title: { fr: 'Ils nous font confiance', en: 'They trust us' },
      text: {
        fr: 'Des écoles, des commerces, des ONG et des entreprises de toute la Guinée nous confient leurs projets numériques.',
        en: 'Schools, shops, NGOs and companies across Guinea trust us with their digital projects.',
      },
    },
    {
      type: 'client_logos',
      title: { fr: 'Nos clients', en: 'Our clients' },
      subtitle: {
        fr: 'Des organisations de tous les secteurs, de Conakry à Boké et au Fouta.',
        en: 'Organisations from every sector, from Conakry to Boké and the Fouta.',
      },
    },
    {
      type: 'featured_items',
      kind: 'published_testimonials',
      count: 6,
      title: { fr: 'Ce que disent nos clients', en: 'What our clients say' },
      subtitle: {
        fr: 'Des retours authentiques sur nos projets, publiés avec leur accord.',
        en: 'Genuine feedback on our projects, published with their consent.',
      },
    },
    {
      type: 'form',
      form: 'testimonial',
      title: { fr: 'Laissez votre témoignage', en: 'Leave a testimonial' },
      subtitle: {
        fr: 'Vous avez travaillé avec nous\u202f? Racontez votre expérience\u00a0: votre témoignage sera publié sur cette page une fois validé par notre équipe.',
        en: 'Have you worked with us? Tell us about your experience: your testimonial will be published on this page once our team has approved it.',
      },
    },
    {
      type: 'call_to_action',
      title: { fr: 'Rejoignez nos clients satisfaits', en: 'Join our satisfied clients' },
      text: {
        fr: 'Parlez-nous de votre projet\u00a0: la première consultation est gratuite et nous répondons sous 24 heures.',
        en: 'Tell us about your project: the first consultation is free and we answer within 24 hours.',
      },
      button_label: { fr: 'Démarrer un projet', en: 'Start a project' },
      button_link: '/contact',
      secondary_label: null,
      secondary_link: null,
    },
  ],
  contact: [
    {
      type: 'page_header',
      badge: { fr: 'Consultation gratuite', en: 'Free consultation' },
      title: { fr: 'Contactez-nous', en: 'Contact us' },
      text: {
        fr: 'Un projet, une question, un devis ? Écrivez-nous : notre équipe vous répond dans les 24 heures.',
        en: 'A project, a question, a quote? Write to us: our team answers within 24 hours.',
      },
    },
    {
      type: 'form',
      form: 'contact',
      title: { fr: 'Parlez-nous de votre projet', en: 'Tell us about your project' },
      subtitle: null,
    },
    {
      type: 'feature_tiles',
      title: { fr: 'Pourquoi nous choisir\u202f?', en: 'Why choose us?' },
      subtitle: null,
      tiles: [
        {
          icon: 'message-square',
          title: { fr: 'Consultation gratuite', en: 'Free consultation' },
          text: {
            fr: 'Nous étudions votre besoin et vous conseillons sans engagement.',
            en: 'We study your needs and advise you with no commitment.',
          },
        },
        {
          icon: 'clock',
          title: { fr: 'Réponse rapide', en: 'Fast answer' },
          text: {
            fr: 'Une réponse à chaque demande dans les 24 heures.',
            en: 'An answer to every request within 24 hours.',
          },
        },
        {
          icon: 'map-pin',
          title: { fr: 'Expertise locale', en: 'Local expertise' },
          text: {
            fr: 'Une équipe en Guinée qui connaît votre marché et vos clients.',
            en: 'A team in Guinea that knows your market and your customers.',
          },
        },
      ],
    },
    {
      type: 'faq',
      title: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
      questions: [
        {
          question: { fr: 'Combien de temps prend un projet\u202f?', en: 'How long does a project take?' },
          answer: {
            fr: 'Un site simple prend 2-4 semaines\u202f; une application complexe, 3-6 mois selon ses fonctionnalités.',
            en: 'A simple site takes 2-4 weeks; a complex app takes 3-6 months depending on its features.',
          },
        },
        {
          question: {
            fr: 'Assurez-vous un suivi après la livraison\u202f?',
            en: 'Do you offer support after delivery?',
          },
          answer: {
            fr: 'Oui\u00a0: nous proposons un support continu, la maintenance, les mises à jour et l’hébergement de vos projets.',
            en: 'Yes: we offer ongoing support, maintenance, updates and hosting for your projects.',
          },
        },
        {
          question: {
            fr: 'Travaillez-vous avec des clients internationaux\u202f?',
            en: 'Do you work with international clients?',
          },
          answer: {
            fr: 'Oui, nous acceptons les clients internationaux et travaillons à distance en français comme en anglais.',
            en: 'Yes, we accept international clients and work remotely in both French and English.',
          },
        },
      ],
    },
  ],
  solutions: [
    {
      type: 'page_header',
      badge: { fr: 'Solutions', en: 'Solutions' },
      title: { fr: 'Des solutions clés en main pour votre activité', en: 'Turnkey solutions for your business' },
      text: {
        fr: 'Nos offres réunissent plusieurs services en un seul projet : une équipe, un devis, un suivi de bout en bout.',
        en: 'Our packages bring several services together in one project: one team, one quote, end-to-end follow-up.',
      },
    },
  ],
  docs: [
    {
      type: 'page_header',
      badge: { fr: 'Documentation', en: 'Documentation' },
      title: { fr: 'Guides clients', en: 'Client guides' },
      text: {
        fr: 'Des guides courts, étape par étape, pour préparer votre projet, gérer vos outils au quotidien et travailler avec notre équipe en toute sérénité.',
        en: 'Short, step-by-step guides to prepare your project, manage your tools day to day and work smoothly with our team.',
      },
    },
  ],
  help: [
    {
      type: 'page_header',
      badge: { fr: 'Aide', en: 'Help' },
      title: { fr: 'Centre d’aide', en: 'Help centre' },
      text: {
        fr: 'Les réponses aux questions que nos clients nous posent le plus souvent : devis, délais, paiement, hébergement, support et données personnelles.',
        en: 'Answers to the questions our clients ask most often: quotes, lead times, payment, hosting, support and personal data.',
      },
    },
  ],
  not_found: [
    {
      type: 'page_header',
      badge: null,
      title: { fr: 'Oups ! Page non trouvée', en: 'Oops! Page not found' },
      text: {
        fr: 'La page que vous cherchez n’existe pas ou a été déplacée.',
        en: 'The page you are looking for does not exist or has been moved.',
      },
    },
  ],
};
