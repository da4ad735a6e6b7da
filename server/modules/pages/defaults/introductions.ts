import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import type { PageKey } from '#contract/content-kinds/pages.ts';

type IntroducedPage = Exclude<PageKey, 'home' | 'about' | 'privacy' | 'terms' | 'legal' | 'accessibility'>;

/** The introductions of the list pages and of the contact, solutions, guides and help pages as the site was written: the band above what each shows; and the words of the page of an unknown address. */
export const PAGE_INTRODUCTIONS: Record<IntroducedPage, PageSectionInput[]> = {
  services: [
    {
      type: 'page_header',
      badge: { fr: 'Ce que nous faisons', en: 'What we do' },
      title: { fr: 'Nos services', en: 'Our Services' },
      text: {
        fr: 'Du site web au transfert d’argent, une seule équipe à Conakry pour accompagner votre entreprise à chaque étape.',
        en: 'From websites to money transfer, one team in Conakry to support your business at every step.',
      },
    },
  ],
  portfolio: [
    {
      type: 'page_header',
      badge: { fr: 'Portfolio', en: 'Portfolio' },
      title: { fr: 'Nos réalisations', en: 'Our work' },
      text: {
        fr: 'Des projets concrets pour des entreprises, des écoles et des organisations guinéennes, du premier atelier à la mise en ligne.',
        en: 'Real projects for Guinean businesses, schools and organisations, from the first workshop to the launch.',
      },
    },
  ],
  blog: [
    {
      type: 'page_header',
      badge: { fr: 'Blog', en: 'Blog' },
      title: { fr: 'Conseils et actualités', en: 'Tips and news' },
      text: {
        fr: 'Web, mobile, paiement, sécurité, études à l’étranger : nos conseils pratiques pour les entreprises et les particuliers en Guinée.',
        en: 'Web, mobile, payments, security, studying abroad: our practical advice for businesses and individuals in Guinea.',
      },
    },
  ],
  careers: [
    {
      type: 'page_header',
      badge: { fr: 'Carrières', en: 'Careers' },
      title: { fr: 'Rejoignez l’équipe Weltaare', en: 'Join the Weltaare team' },
      text: {
        fr: 'Nous cherchons des talents guinéens curieux et engagés pour construire le numérique de demain, ici, en Guinée.',
        en: 'We are looking for curious, committed Guinean talent to build the digital future, here in Guinea.',
      },
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
  ],
  events: [
    {
      type: 'page_header',
      badge: { fr: 'Événements', en: 'Events' },
      title: { fr: 'Formations, ateliers et portes ouvertes', en: 'Trainings, workshops and open days' },
      text: {
        fr: 'Venez apprendre avec nous, à Conakry ou en ligne. L’inscription est gratuite sauf mention contraire.',
        en: 'Come and learn with us, in Conakry or online. Registration is free unless stated otherwise.',
      },
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
