import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import { TERMS } from '#contract/constants.ts';
import { numberFormat } from '#contract/intl-formats.ts';
import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';

/** The figures of the terms of sale the guides quote, written in each language. */
function termsIn(language: Language) {
  const range = (weeks: string) => weeks.replace('-', language === 'fr' ? ' à ' : ' to ');
  return {
    deposit: numberFormat(LANGUAGE_OPTIONS[language].numberFormat, { style: 'percent' }).format(
      TERMS.depositPercent / 100,
    ),
    paymentDays: TERMS.paymentDays,
    currency: TERMS.currency,
    reportDays: TERMS.nonConformityReportDays,
    showcaseWeeks: range(TERMS.delays.showcaseSiteWeeks),
    ecommerceWeeks: range(TERMS.delays.ecommerceWeeks),
    mobileWeeks: range(TERMS.delays.mobileAppWeeks),
  };
}
const termsFr = termsIn('fr');
const termsEn = termsIn('en');

/** The client guides as the site was written: a guide section each, then the invitation to ask for more help. */
export const CLIENT_GUIDES: PageSectionInput[] = [
  {
    type: 'guide',
    anchor: 'content',
    icon: 'file-text',
    title: { fr: 'Préparer le contenu de votre site', en: 'Preparing your website content' },
    intro: {
      fr: 'Un site se construit plus vite quand ses contenus sont prêts. Rassemblez ces éléments avant le lancement\u00a0: les délais de réalisation courent à partir de leur réception.',
      en: 'A website is built faster when its content is ready. Gather these items before we start: lead times run from the day we receive them.',
    },
    steps: [
      {
        text: {
          fr: 'Listez les pages souhaitées (accueil, à propos, services, contact…) et, pour chacune, ce que le visiteur doit pouvoir y faire.',
          en: 'List the pages you want (home, about, services, contact…) and, for each one, what visitors should be able to do there.',
        },
      },
      {
        text: {
          fr: 'Rédigez les textes dans un document par page, en français et, si votre site est bilingue, en anglais. Des phrases courtes et des titres clairs se lisent mieux sur téléphone.',
          en: 'Write the text in one document per page, in French and, if your site is bilingual, in English. Short sentences and clear headings read better on a phone.',
        },
      },
      {
        text: {
          fr: 'Réunissez votre logo dans sa meilleure qualité (fichier vectoriel si possible) et vos couleurs.',
          en: 'Gather your logo in its best quality (a vector file if possible) and your colours.',
        },
      },
      {
        text: {
          fr: 'Choisissez des photos nettes dont vous détenez les droits, et nommez chaque fichier selon la page où il apparaîtra.',
          en: 'Choose sharp photos you hold the rights to, and name each file after the page where it will appear.',
        },
      },
      {
        text: {
          fr: 'Envoyez le tout en une seule fois, dans un dossier partagé ou par email, avec vos accès existants (nom de domaine, hébergement, réseaux sociaux).',
          en: 'Send everything at once, in a shared folder or by email, with your existing access details (domain name, hosting, social networks).',
        },
      },
    ],
    tip: {
      fr: 'Vos textes ne sont pas prêts\u202f? Nous pouvons les rédiger avec vous\u00a0: précisez-le dans votre demande de devis.',
      en: 'Your text is not ready? We can write it with you: mention it in your quote request.',
    },
  },
  {
    type: 'guide',
    anchor: 'email',
    icon: 'mail',
    title: { fr: 'Gérer vos emails professionnels', en: 'Managing your professional email' },
    intro: {
      fr: 'Une adresse à votre nom de domaine (contact@votre-entreprise.com) inspire confiance à vos clients. Voici comment la prendre en main.',
      en: "An address on your own domain name (contact@your-company.com) earns your clients' trust. Here is how to get started.",
    },
    steps: [
      {
        text: {
          fr: 'Ouvrez le message de bienvenue que nous vous avons envoyé\u00a0: il contient votre adresse, un mot de passe provisoire et les paramètres de connexion.',
          en: 'Open the welcome message we sent you: it holds your address, a temporary password and the connection settings.',
        },
      },
      {
        text: {
          fr: 'Connectez-vous une première fois au webmail et remplacez aussitôt le mot de passe provisoire.',
          en: 'Sign in to the webmail once and replace the temporary password straight away.',
        },
      },
      {
        text: {
          fr: 'Ajoutez le compte à votre téléphone ou à votre logiciel de messagerie (Gmail, Outlook, Mail) en choisissant IMAP, avec les serveurs indiqués dans le message de bienvenue.',
          en: 'Add the account to your phone or your email app (Gmail, Outlook, Mail) using IMAP, with the servers given in the welcome message.',
        },
      },
      {
        text: {
          fr: 'Créez une signature avec votre nom, votre fonction et votre numéro de téléphone.',
          en: 'Create a signature with your name, your job title and your phone number.',
        },
      },
      {
        text: {
          fr: 'Supprimez régulièrement les pièces jointes volumineuses et videz la corbeille pour ne pas atteindre la limite de stockage.',
          en: 'Regularly delete large attachments and empty the bin so you do not reach the storage limit.',
        },
      },
    ],
    tip: {
      fr: 'Une nouvelle adresse pour un collaborateur\u202f? Écrivez-nous à {contact.email}\u00a0: nous la créons pour vous.',
      en: 'A new address for a colleague? Write to us at {contact.email}: we will create it for you.',
    },
  },
  {
    type: 'guide',
    anchor: 'updates',
    icon: 'monitor-smartphone',
    title: { fr: 'Mettre à jour votre site', en: 'Updating your website' },
    intro: {
      fr: 'Un site à jour rassure vos clients et gagne en visibilité dans les moteurs de recherche. Suivez ces étapes pour chaque modification.',
      en: 'An up-to-date website reassures your clients and ranks better in search engines. Follow these steps for every change.',
    },
    steps: [
      {
        text: {
          fr: 'Connectez-vous à l’espace d’administration de votre site avec les identifiants remis à la livraison.',
          en: "Sign in to your website's admin area with the credentials handed over at delivery.",
        },
      },
      {
        text: {
          fr: 'Ouvrez la page ou l’article à modifier et faites vos changements\u00a0: textes, images, prix, horaires.',
          en: 'Open the page or post to change and make your edits: text, images, prices, opening hours.',
        },
      },
      {
        text: {
          fr: 'Vérifiez le résultat avec l’aperçu, sur ordinateur et sur téléphone, avant de publier.',
          en: 'Check the result with the preview, on a computer and on a phone, before publishing.',
        },
      },
      {
        text: {
          fr: 'Publiez, puis ouvrez la page publique pour contrôler que tout s’affiche correctement.',
          en: 'Publish, then open the public page to make sure everything displays correctly.',
        },
      },
      {
        text: {
          fr: 'Pour ce que vous ne pouvez pas faire vous-même (nouvelle page, nouvelle fonction), envoyez-nous votre demande avec des captures d’écran.',
          en: 'For what you cannot do yourself (a new page, a new feature), send us your request with screenshots.',
        },
      },
    ],
    tip: {
      fr: 'Allégez vos photos avant de les publier\u00a0: une image légère s’affiche vite, même sur une connexion mobile lente.',
      en: 'Make your photos lighter before publishing them: a light image loads fast, even on a slow mobile connection.',
    },
  },
  {
    type: 'guide',
    anchor: 'passwords',
    icon: 'key-round',
    title: { fr: 'Sécuriser vos mots de passe', en: 'Securing your passwords' },
    intro: {
      fr: 'La plupart des piratages commencent par un mot de passe trop simple ou réutilisé. Quelques habitudes suffisent à protéger votre site et vos emails.',
      en: 'Most break-ins start with a password that is too simple or reused. A few habits are enough to protect your website and your email.',
    },
    steps: [
      {
        text: {
          fr: 'Utilisez une phrase de passe d’au moins 12 caractères, par exemple quatre mots sans lien entre eux.',
          en: 'Use a passphrase of at least 12 characters, for example four unrelated words.',
        },
      },
      {
        text: {
          fr: 'Choisissez un mot de passe différent pour chaque service\u00a0: site, messagerie, hébergement, réseaux sociaux.',
          en: 'Choose a different password for each service: website, email, hosting, social networks.',
        },
      },
      {
        text: {
          fr: 'Enregistrez-les dans un gestionnaire de mots de passe plutôt que dans un carnet ou un fichier.',
          en: 'Store them in a password manager rather than in a notebook or a file.',
        },
      },
      {
        text: {
          fr: 'Activez la validation en deux étapes partout où elle est proposée.',
          en: 'Turn on two-step verification wherever it is offered.',
        },
      },
      {
        text: {
          fr: 'Ne transmettez jamais un mot de passe par SMS, WhatsApp ou email\u202f; en cas de doute, changez-le immédiatement et prévenez-nous.',
          en: 'Never send a password by text message, WhatsApp or email; if in doubt, change it at once and let us know.',
        },
      },
    ],
    tip: {
      fr: 'Méfiez-vous de tout message qui vous demande un mot de passe, même s’il semble venir de nous\u00a0: appelez-nous au {contact.phone} pour vérifier.',
      en: 'Beware of any message asking for a password, even if it seems to come from us: call us on {contact.phone} to check.',
    },
  },
  {
    type: 'guide',
    anchor: 'mobile-payment',
    icon: 'smartphone',
    title: { fr: 'Payer par Orange Money / MTN MoMo', en: 'Paying with Orange Money / MTN MoMo' },
    intro: {
      fr: `Vous pouvez régler vos factures par paiement mobile. L’acompte de ${termsFr.deposit} est dû à la commande, le solde dans les ${termsFr.paymentDays} jours qui suivent la date de la facture.`,
      en: `You can pay your invoices by mobile money. The ${termsEn.deposit} deposit is due when you order, the balance within ${termsEn.paymentDays} days of the invoice date.`,
    },
    steps: [
      {
        text: {
          fr: 'Repérez sur votre facture le montant, le numéro de la facture et le numéro marchand Orange Money ou MTN MoMo indiqué.',
          en: 'Find on your invoice the amount, the invoice number and the Orange Money or MTN MoMo merchant number shown.',
        },
      },
      {
        text: {
          fr: 'Ouvrez l’application ou le menu de paiement de votre opérateur et choisissez le paiement à un marchand.',
          en: "Open your operator's app or payment menu and choose a merchant payment.",
        },
      },
      {
        text: {
          fr: `Saisissez le numéro marchand et le montant exact en francs guinéens (${termsFr.currency}), avec le numéro de facture en référence si le service le permet.`,
          en: `Enter the merchant number and the exact amount in Guinean francs (${termsEn.currency}), with the invoice number as the reference if the service allows it.`,
        },
      },
      {
        text: {
          fr: 'Validez avec votre code secret et conservez le SMS de confirmation.',
          en: 'Confirm with your secret code and keep the confirmation text message.',
        },
      },
      {
        text: {
          fr: 'Envoyez une capture du reçu à {contact.email} en rappelant le numéro de facture\u00a0: nous vous confirmons la réception du paiement.',
          en: 'Send a screenshot of the receipt to {contact.email} with the invoice number: we will confirm that we received the payment.',
        },
      },
    ],
    tip: {
      fr: 'Vérifiez toujours le nom du bénéficiaire affiché avant de valider\u202f; en cas de doute, appelez-nous au {contact.phone}.',
      en: 'Always check the name of the recipient shown before confirming; if in doubt, call us on {contact.phone}.',
    },
  },
  {
    type: 'guide',
    anchor: 'project-tracking',
    icon: 'route',
    title: { fr: 'Suivre votre projet', en: 'Following your project' },
    intro: {
      fr: 'De la commande à la mise en ligne, voici les étapes de votre projet et ce que nous attendons de vous à chacune.',
      en: 'From the order to the launch, here are the stages of your project and what we need from you at each one.',
    },
    steps: [
      {
        text: {
          fr: `Commande\u00a0: vous signez le devis et versez l’acompte de ${termsFr.deposit}. Nous fixons ensemble le calendrier.`,
          en: `Order: you sign the quote and pay the ${termsEn.deposit} deposit. We set the schedule together.`,
        },
      },
      {
        text: {
          fr: 'Contenus et maquettes\u00a0: vous nous transmettez vos contenus, puis nous vous présentons les maquettes à valider.',
          en: 'Content and mock-ups: you send us your content, then we present the mock-ups for your approval.',
        },
      },
      {
        text: {
          fr: 'Réalisation\u00a0: nous développons le projet et vous envoyons un lien de prévisualisation à chaque étape importante.',
          en: 'Build: we develop the project and send you a preview link at every important stage.',
        },
      },
      {
        text: {
          fr: `Livraison\u00a0: vous disposez de ${termsFr.reportDays} jours pour nous signaler par écrit tout écart avec le devis accepté.`,
          en: `Delivery: you have ${termsEn.reportDays} days to tell us in writing about anything that does not match the accepted quote.`,
        },
      },
      {
        text: {
          fr: 'Mise en ligne et suivi\u00a0: le projet est publié, vous recevez vos accès et notre support reste à vos côtés.',
          en: 'Launch and follow-up: the project goes live, you receive your access details and our support stays by your side.',
        },
      },
    ],
    tip: {
      fr: `Délais habituels\u00a0: ${termsFr.showcaseWeeks} semaines pour un site vitrine, ${termsFr.ecommerceWeeks} semaines pour une boutique en ligne et ${termsFr.mobileWeeks} semaines pour une application mobile.`,
      en: `Usual lead times: ${termsEn.showcaseWeeks} weeks for a showcase website, ${termsEn.ecommerceWeeks} weeks for an online shop and ${termsEn.mobileWeeks} weeks for a mobile app.`,
    },
  },
  {
    type: 'call_to_action',
    title: { fr: 'Besoin d’un coup de main\u202f?', en: 'Need a hand?' },
    text: {
      fr: 'Consultez les questions fréquentes du centre d’aide ou contactez directement notre équipe.',
      en: 'Browse the frequently asked questions of the help centre or contact our team directly.',
    },
    button_label: { fr: 'Centre d’aide', en: 'Help centre' },
    button_link: '/help',
    secondary_label: { fr: 'Nous contacter', en: 'Contact us' },
    secondary_link: '/contact',
  },
];
