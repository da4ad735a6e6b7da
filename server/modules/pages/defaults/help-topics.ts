import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';

/** The help centre's four themes and their questions as the site was written, the company's details by name (ADR 0068). */
export const HELP_TOPICS: PageSectionInput[] = [
  {
    type: 'help_topic',
    anchor: 'projects',
    icon: 'folder-kanban',
    title: {
      fr: 'Projets et devis',
      en: 'Projects and quotes',
    },
    questions: [
      {
        question: {
          fr: 'Comment obtenir un devis ?',
          en: 'How do I get a quote?',
        },
        answer: {
          fr: 'Décrivez votre projet dans le formulaire de contact ou écrivez-nous à {contact.email}. Nous vous envoyons un devis gratuit et détaillé : prestations, prix, modalités de paiement et délais. Il reste valable 30 jours.',
          en: 'Describe your project in the contact form or write to us at {contact.email}. We send you a free, detailed quote: the work included, the price, payment terms and lead times. It remains valid for 30 days.',
        },
        link_label: {
          fr: 'Demander un devis',
          en: 'Request a quote',
        },
        link: '/contact',
      },
      {
        question: {
          fr: 'Combien de temps faut-il pour réaliser mon projet ?',
          en: 'How long will my project take?',
        },
        answer: {
          fr: 'Comptez habituellement 2 à 4 semaines pour un site vitrine, 4 à 8 semaines pour une boutique en ligne et 6 à 12 semaines pour une application mobile. Ces délais courent à partir de la réception de l’acompte et de tous les contenus nécessaires (textes, images, accès).',
          en: 'Usually 2 to 4 weeks for a showcase website, 4 to 8 weeks for an online shop and 6 to 12 weeks for a mobile app. These lead times start once we have received the deposit and all the content we need (texts, images, access details).',
        },
        link_label: null,
        link: null,
      },
      {
        question: {
          fr: 'Quels éléments dois-je fournir ?',
          en: 'What do I need to provide?',
        },
        answer: {
          fr: 'Votre logo, les textes de chaque page, vos photos et, si vous en avez, vos accès existants (nom de domaine, hébergement, réseaux sociaux). Notre guide vous aide à tout préparer.',
          en: 'Your logo, the text of each page, your photos and, if you have them, your existing access details (domain name, hosting, social networks). Our guide helps you get everything ready.',
        },
        link_label: {
          fr: 'Lire le guide « Préparer le contenu de votre site »',
          en: 'Read the guide “Preparing your website content”',
        },
        link: '/docs#content',
      },
      {
        question: {
          fr: 'Puis-je demander des corrections après la livraison ?',
          en: 'Can I ask for corrections after delivery?',
        },
        answer: {
          fr: 'Oui. Vous disposez de 15 jours après la livraison pour nous signaler par écrit tout écart avec le devis accepté : nous le corrigeons. Les nouvelles demandes qui sortent du devis font l’objet d’un devis complémentaire.',
          en: 'Yes. You have 15 days after delivery to tell us in writing about anything that does not match the accepted quote: we fix it. New requests outside the quote get an additional quote.',
        },
        link_label: null,
        link: null,
      },
    ],
  },
  {
    type: 'help_topic',
    anchor: 'billing',
    icon: 'credit-card',
    title: {
      fr: 'Paiement et facturation',
      en: 'Payment and billing',
    },
    questions: [
      {
        question: {
          fr: 'Quelles sont vos conditions de paiement ?',
          en: 'What are your payment terms?',
        },
        answer: {
          fr: 'Un acompte de 50 % du montant total est demandé à la commande. Le solde est payable dans un délai de 30 jours à compter de la date de la facture.',
          en: 'A deposit of 50% of the total amount is due when you order. The balance is payable within 30 days of the invoice date.',
        },
        link_label: {
          fr: 'Lire les conditions générales de vente',
          en: 'Read the general terms of sale',
        },
        link: '/terms#article-5',
      },
      {
        question: {
          fr: 'Quels moyens de paiement acceptez-vous ?',
          en: 'Which payment methods do you accept?',
        },
        answer: {
          fr: 'Le virement bancaire et le paiement mobile (Orange Money, MTN MoMo). Indiquez toujours le numéro de la facture en référence de votre paiement, puis envoyez-nous le reçu.',
          en: 'Bank transfer and mobile payment (Orange Money, MTN MoMo). Always give the invoice number as the reference of your payment, then send us the receipt.',
        },
        link_label: {
          fr: 'Payer par Orange Money ou MTN MoMo',
          en: 'Pay with Orange Money or MTN MoMo',
        },
        link: '/docs#mobile-payment',
      },
      {
        question: {
          fr: 'Que se passe-t-il en cas de retard de paiement ?',
          en: 'What happens if I pay late?',
        },
        answer: {
          fr: 'Des pénalités de 1,5 % par mois s’appliquent aux sommes dues à partir du lendemain de l’échéance, et les travaux peuvent être suspendus jusqu’au paiement complet. En cas de difficulté, prévenez-nous avant l’échéance : nous chercherons une solution ensemble.',
          en: 'Penalties of 1.5% per month apply to the sums due from the day after the due date, and work may be suspended until full payment. If you have a difficulty, tell us before the due date: we will look for a solution together.',
        },
        link_label: null,
        link: null,
      },
      {
        question: {
          fr: 'Dans quelle devise sont établis vos prix ?',
          en: 'In which currency are your prices?',
        },
        answer: {
          fr: 'Nos devis et factures sont établis en francs guinéens (GNF), hors taxes ; les taxes applicables s’y ajoutent. Les frais payés à des tiers pour votre compte (nom de domaine, licences, magasins d’applications) sont facturés en plus, sauf mention contraire du devis.',
          en: 'Our quotes and invoices are in Guinean francs (GNF), excluding taxes; applicable taxes are added. Fees paid to third parties on your behalf (domain names, licences, app stores) are billed on top, unless the quote says otherwise.',
        },
        link_label: null,
        link: null,
      },
    ],
  },
  {
    type: 'help_topic',
    anchor: 'hosting',
    icon: 'server',
    title: {
      fr: 'Hébergement et support',
      en: 'Hosting and support',
    },
    questions: [
      {
        question: {
          fr: 'Le support est-il disponible en dehors des heures de bureau ?',
          en: 'Is support available outside office hours?',
        },
        answer: {
          fr: '[[Oui : notre support technique est disponible {hours.support_24_7}. Appelez le {contact.phone} pour un incident, ou écrivez à {contact.email} pour une demande qui peut attendre.||Notre support technique vous répond pendant nos heures d’ouverture au {contact.phone} ou à {contact.email}. En dehors de ces heures, laissez-nous un message : nous vous recontactons dès la réouverture.]]',
          en: '[[Yes: our technical support is available {hours.support_24_7}. Call {contact.phone} for an incident, or write to {contact.email} for a request that can wait.||Our technical support answers during our opening hours on {contact.phone} or at {contact.email}. Outside these hours, leave us a message: we will get back to you as soon as we reopen.]]',
        },
        link_label: null,
        link: null,
      },
      {
        question: {
          fr: 'Proposez-vous l’hébergement de sites et d’applications ?',
          en: 'Do you host websites and apps?',
        },
        answer: {
          fr: 'Oui. Nous hébergeons et déployons les sites et applications que nous réalisons, comme des projets existants : nom de domaine, certificat de sécurité, emails professionnels, sauvegardes et mises à jour.',
          en: 'Yes. We host and deploy the websites and apps we build, as well as existing projects: domain name, security certificate, professional email, backups and updates.',
        },
        link_label: {
          fr: 'Découvrir l’offre Hébergement',
          en: 'Discover our Hosting service',
        },
        link: '/services/hosting',
      },
      {
        question: {
          fr: 'Mon site est inaccessible : que faire ?',
          en: 'My website is down: what should I do?',
        },
        answer: {
          fr: 'Vérifiez d’abord votre connexion et essayez depuis un autre appareil. Si le site reste inaccessible, contactez le support au {contact.phone} en précisant l’adresse du site, l’heure du problème et, si possible, une capture d’écran du message affiché.',
          en: 'First check your connection and try from another device. If the site is still unreachable, contact support on {contact.phone} with the address of the site, the time of the problem and, if possible, a screenshot of the message shown.',
        },
        link_label: null,
        link: null,
      },
      {
        question: {
          fr: 'Assurez-vous le suivi après la mise en ligne ?',
          en: 'Do you provide support after launch?',
        },
        answer: {
          fr: 'Oui, nous proposons un accompagnement continu : maintenance, mises à jour de sécurité, évolutions et formation de vos équipes. Le contenu de ce suivi est précisé dans votre devis.',
          en: 'Yes, we offer ongoing support: maintenance, security updates, new features and training for your team. What this support covers is set out in your quote.',
        },
        link_label: null,
        link: null,
      },
    ],
  },
  {
    type: 'help_topic',
    anchor: 'account',
    icon: 'shield-check',
    title: {
      fr: 'Compte et données personnelles',
      en: 'Account and personal data',
    },
    questions: [
      {
        question: {
          fr: 'Quelles données personnelles collectez-vous ?',
          en: 'What personal data do you collect?',
        },
        answer: {
          fr: 'Uniquement celles que vous nous transmettez (formulaire de contact, lettre d’information, témoignages) et les données techniques nécessaires au fonctionnement du site. Elles ne sont jamais vendues ni cédées à des fins commerciales.',
          en: 'Only the data you send us (contact form, newsletter, testimonials) and the technical data the website needs to work. It is never sold or passed on for commercial purposes.',
        },
        link_label: {
          fr: 'Lire la politique de confidentialité',
          en: 'Read the privacy policy',
        },
        link: '/privacy',
      },
      {
        question: {
          fr: 'Combien de temps conservez-vous mes données ?',
          en: 'How long do you keep my data?',
        },
        answer: {
          fr: '3 ans après le dernier contact pour une demande qui n’a pas abouti à une commande, 10 ans après la fin de la relation commerciale pour nos clients, et 26 mois au maximum pour les données de mesure d’audience.',
          en: '3 years after the last contact for a request that did not lead to an order, 10 years after the end of the business relationship for our clients, and at most 26 months for audience measurement data.',
        },
        link_label: null,
        link: null,
      },
      {
        question: {
          fr: 'Comment consulter, corriger ou supprimer mes données ?',
          en: 'How can I see, correct or delete my data?',
        },
        answer: {
          fr: 'Écrivez-nous à {contact.email} en précisant votre demande (accès, rectification, effacement, opposition, portabilité). Nous vous répondons dans un délai de 30 jours.',
          en: 'Write to us at {contact.email} stating your request (access, correction, erasure, objection, portability). We answer within 30 days.',
        },
        link_label: {
          fr: 'Vos droits en détail',
          en: 'Your rights in detail',
        },
        link: '/privacy#article-7',
      },
      {
        question: {
          fr: 'Comment me désabonner de la lettre d’information ?',
          en: 'How do I unsubscribe from the newsletter?',
        },
        answer: {
          fr: 'Cliquez sur le lien de désabonnement présent dans chaque lettre, ou écrivez-nous à {contact.email} : votre adresse sera retirée de la liste.',
          en: 'Click the unsubscribe link at the bottom of every newsletter, or write to us at {contact.email}: your address will be removed from the list.',
        },
        link_label: null,
        link: null,
      },
    ],
  },
];
