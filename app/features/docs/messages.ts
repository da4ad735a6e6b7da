import { defineMessages } from '#app/i18n/define-messages.ts';

export const docsMessages = defineMessages({
  fr: {
    'meta.title': 'Guides clients',
    'meta.description':
      'Guides pratiques pour nos clients : préparer le contenu de votre site, gérer vos emails, mettre à jour votre site, sécuriser vos mots de passe, payer par mobile et suivre votre projet.',
    'toc.title': 'Les guides',
    'toc.read': 'Lire le guide',
    'guide.steps': 'Étapes',
    'guide.tip': 'Bon à savoir',
    'guide.back': 'Retour aux guides',
    'content.title': 'Préparer le contenu de votre site',
    'content.intro':
      'Un site se construit plus vite quand ses contenus sont prêts. Rassemblez ces éléments avant le lancement : les délais de réalisation courent à partir de leur réception.',
    'content.step1':
      'Listez les pages souhaitées (accueil, à propos, services, contact…) et, pour chacune, ce que le visiteur doit pouvoir y faire.',
    'content.step2':
      'Rédigez les textes dans un document par page, en français et, si votre site est bilingue, en anglais. Des phrases courtes et des titres clairs se lisent mieux sur téléphone.',
    'content.step3': 'Réunissez votre logo dans sa meilleure qualité (fichier vectoriel si possible) et vos couleurs.',
    'content.step4':
      'Choisissez des photos nettes dont vous détenez les droits, et nommez chaque fichier selon la page où il apparaîtra.',
    'content.step5':
      'Envoyez le tout en une seule fois, dans un dossier partagé ou par email, avec vos accès existants (nom de domaine, hébergement, réseaux sociaux).',
    'content.tip':
      'Vos textes ne sont pas prêts ? Nous pouvons les rédiger avec vous : précisez-le dans votre demande de devis.',
    'email.title': 'Gérer vos emails professionnels',
    'email.intro':
      'Une adresse à votre nom de domaine (contact@votre-entreprise.com) inspire confiance à vos clients. Voici comment la prendre en main.',
    'email.step1':
      'Ouvrez le message de bienvenue que nous vous avons envoyé : il contient votre adresse, un mot de passe provisoire et les paramètres de connexion.',
    'email.step2': 'Connectez-vous une première fois au webmail et remplacez aussitôt le mot de passe provisoire.',
    'email.step3':
      'Ajoutez le compte à votre téléphone ou à votre logiciel de messagerie (Gmail, Outlook, Mail) en choisissant IMAP, avec les serveurs indiqués dans le message de bienvenue.',
    'email.step4': 'Créez une signature avec votre nom, votre fonction et votre numéro de téléphone.',
    'email.step5':
      'Supprimez régulièrement les pièces jointes volumineuses et videz la corbeille pour ne pas atteindre la limite de stockage.',
    'email.tip': 'Une nouvelle adresse pour un collaborateur ? Écrivez-nous à {email} : nous la créons pour vous.',
    'updates.title': 'Mettre à jour votre site',
    'updates.intro':
      'Un site à jour rassure vos clients et gagne en visibilité dans les moteurs de recherche. Suivez ces étapes pour chaque modification.',
    'updates.step1':
      'Connectez-vous à l’espace d’administration de votre site avec les identifiants remis à la livraison.',
    'updates.step2':
      'Ouvrez la page ou l’article à modifier et faites vos changements : textes, images, prix, horaires.',
    'updates.step3': 'Vérifiez le résultat avec l’aperçu, sur ordinateur et sur téléphone, avant de publier.',
    'updates.step4': 'Publiez, puis ouvrez la page publique pour contrôler que tout s’affiche correctement.',
    'updates.step5':
      'Pour ce que vous ne pouvez pas faire vous-même (nouvelle page, nouvelle fonction), envoyez-nous votre demande avec des captures d’écran.',
    'updates.tip':
      'Allégez vos photos avant de les publier : une image légère s’affiche vite, même sur une connexion mobile lente.',
    'passwords.title': 'Sécuriser vos mots de passe',
    'passwords.intro':
      'La plupart des piratages commencent par un mot de passe trop simple ou réutilisé. Quelques habitudes suffisent à protéger votre site et vos emails.',
    'passwords.step1':
      'Utilisez une phrase de passe d’au moins 12 caractères, par exemple quatre mots sans lien entre eux.',
    'passwords.step2':
      'Choisissez un mot de passe différent pour chaque service : site, messagerie, hébergement, réseaux sociaux.',
    'passwords.step3': 'Enregistrez-les dans un gestionnaire de mots de passe plutôt que dans un carnet ou un fichier.',
    'passwords.step4': 'Activez la validation en deux étapes partout où elle est proposée.',
    'passwords.step5':
      'Ne transmettez jamais un mot de passe par SMS, WhatsApp ou email ; en cas de doute, changez-le immédiatement et prévenez-nous.',
    'passwords.tip':
      'Méfiez-vous de tout message qui vous demande un mot de passe, même s’il semble venir de nous : appelez-nous au {phone} pour vérifier.',
    'mobile-payment.title': 'Payer par Orange Money / MTN MoMo',
    'mobile-payment.intro':
      'Vous pouvez régler vos factures par paiement mobile. L’acompte de {deposit} est dû à la commande, le solde dans les {paymentDays} jours qui suivent la date de la facture.',
    'mobile-payment.step1':
      'Repérez sur votre facture le montant, le numéro de la facture et le numéro marchand Orange Money ou MTN MoMo indiqué.',
    'mobile-payment.step2':
      'Ouvrez l’application ou le menu de paiement de votre opérateur et choisissez le paiement à un marchand.',
    'mobile-payment.step3':
      'Saisissez le numéro marchand et le montant exact en francs guinéens ({currency}), avec le numéro de facture en référence si le service le permet.',
    'mobile-payment.step4': 'Validez avec votre code secret et conservez le SMS de confirmation.',
    'mobile-payment.step5':
      'Envoyez une capture du reçu à {email} en rappelant le numéro de facture : nous vous confirmons la réception du paiement.',
    'mobile-payment.tip':
      'Vérifiez toujours le nom du bénéficiaire affiché avant de valider ; en cas de doute, appelez-nous au {phone}.',
    'project-tracking.title': 'Suivre votre projet',
    'project-tracking.intro':
      'De la commande à la mise en ligne, voici les étapes de votre projet et ce que nous attendons de vous à chacune.',
    'project-tracking.step1':
      'Commande : vous signez le devis et versez l’acompte de {deposit}. Nous fixons ensemble le calendrier.',
    'project-tracking.step2':
      'Contenus et maquettes : vous nous transmettez vos contenus, puis nous vous présentons les maquettes à valider.',
    'project-tracking.step3':
      'Réalisation : nous développons le projet et vous envoyons un lien de prévisualisation à chaque étape importante.',
    'project-tracking.step4':
      'Livraison : vous disposez de {reportDays} jours pour nous signaler par écrit tout écart avec le devis accepté.',
    'project-tracking.step5':
      'Mise en ligne et suivi : le projet est publié, vous recevez vos accès et notre support reste à vos côtés.',
    'project-tracking.tip':
      'Délais habituels : {showcaseWeeks} semaines pour un site vitrine, {ecommerceWeeks} semaines pour une boutique en ligne et {mobileWeeks} semaines pour une application mobile.',
    'more.title': 'Besoin d’un coup de main ?',
    'more.text': 'Consultez les questions fréquentes du centre d’aide ou contactez directement notre équipe.',
    'more.help': 'Centre d’aide',
    'more.contact': 'Nous contacter',
  },
  en: {
    'meta.title': 'Client guides',
    'meta.description':
      'Practical guides for our clients: prepare your website content, manage your email, update your website, secure your passwords, pay by mobile and follow your project.',
    'toc.title': 'The guides',
    'toc.read': 'Read the guide',
    'guide.steps': 'Steps',
    'guide.tip': 'Good to know',
    'guide.back': 'Back to the guides',
    'content.title': 'Preparing your website content',
    'content.intro':
      'A website is built faster when its content is ready. Gather these items before we start: lead times run from the day we receive them.',
    'content.step1':
      'List the pages you want (home, about, services, contact…) and, for each one, what visitors should be able to do there.',
    'content.step2':
      'Write the text in one document per page, in French and, if your site is bilingual, in English. Short sentences and clear headings read better on a phone.',
    'content.step3': 'Gather your logo in its best quality (a vector file if possible) and your colours.',
    'content.step4':
      'Choose sharp photos you hold the rights to, and name each file after the page where it will appear.',
    'content.step5':
      'Send everything at once, in a shared folder or by email, with your existing access details (domain name, hosting, social networks).',
    'content.tip': 'Your text is not ready? We can write it with you: mention it in your quote request.',
    'email.title': 'Managing your professional email',
    'email.intro':
      "An address on your own domain name (contact@your-company.com) earns your clients' trust. Here is how to get started.",
    'email.step1':
      'Open the welcome message we sent you: it holds your address, a temporary password and the connection settings.',
    'email.step2': 'Sign in to the webmail once and replace the temporary password straight away.',
    'email.step3':
      'Add the account to your phone or your email app (Gmail, Outlook, Mail) using IMAP, with the servers given in the welcome message.',
    'email.step4': 'Create a signature with your name, your job title and your phone number.',
    'email.step5': 'Regularly delete large attachments and empty the bin so you do not reach the storage limit.',
    'email.tip': 'A new address for a colleague? Write to us at {email}: we will create it for you.',
    'updates.title': 'Updating your website',
    'updates.intro':
      'An up-to-date website reassures your clients and ranks better in search engines. Follow these steps for every change.',
    'updates.step1': "Sign in to your website's admin area with the credentials handed over at delivery.",
    'updates.step2': 'Open the page or post to change and make your edits: text, images, prices, opening hours.',
    'updates.step3': 'Check the result with the preview, on a computer and on a phone, before publishing.',
    'updates.step4': 'Publish, then open the public page to make sure everything displays correctly.',
    'updates.step5':
      'For what you cannot do yourself (a new page, a new feature), send us your request with screenshots.',
    'updates.tip':
      'Make your photos lighter before publishing them: a light image loads fast, even on a slow mobile connection.',
    'passwords.title': 'Securing your passwords',
    'passwords.intro':
      'Most break-ins start with a password that is too simple or reused. A few habits are enough to protect your website and your email.',
    'passwords.step1': 'Use a passphrase of at least 12 characters, for example four unrelated words.',
    'passwords.step2': 'Choose a different password for each service: website, email, hosting, social networks.',
    'passwords.step3': 'Store them in a password manager rather than in a notebook or a file.',
    'passwords.step4': 'Turn on two-step verification wherever it is offered.',
    'passwords.step5':
      'Never send a password by text message, WhatsApp or email; if in doubt, change it at once and let us know.',
    'passwords.tip':
      'Beware of any message asking for a password, even if it seems to come from us: call us on {phone} to check.',
    'mobile-payment.title': 'Paying with Orange Money / MTN MoMo',
    'mobile-payment.intro':
      'You can pay your invoices by mobile money. The {deposit} deposit is due when you order, the balance within {paymentDays} days of the invoice date.',
    'mobile-payment.step1':
      'Find on your invoice the amount, the invoice number and the Orange Money or MTN MoMo merchant number shown.',
    'mobile-payment.step2': "Open your operator's app or payment menu and choose a merchant payment.",
    'mobile-payment.step3':
      'Enter the merchant number and the exact amount in Guinean francs ({currency}), with the invoice number as the reference if the service allows it.',
    'mobile-payment.step4': 'Confirm with your secret code and keep the confirmation text message.',
    'mobile-payment.step5':
      'Send a screenshot of the receipt to {email} with the invoice number: we will confirm that we received the payment.',
    'mobile-payment.tip':
      'Always check the name of the recipient shown before confirming; if in doubt, call us on {phone}.',
    'project-tracking.title': 'Following your project',
    'project-tracking.intro':
      'From the order to the launch, here are the stages of your project and what we need from you at each one.',
    'project-tracking.step1': 'Order: you sign the quote and pay the {deposit} deposit. We set the schedule together.',
    'project-tracking.step2':
      'Content and mock-ups: you send us your content, then we present the mock-ups for your approval.',
    'project-tracking.step3': 'Build: we develop the project and send you a preview link at every important stage.',
    'project-tracking.step4':
      'Delivery: you have {reportDays} days to tell us in writing about anything that does not match the accepted quote.',
    'project-tracking.step5':
      'Launch and follow-up: the project goes live, you receive your access details and our support stays by your side.',
    'project-tracking.tip':
      'Usual lead times: {showcaseWeeks} weeks for a showcase website, {ecommerceWeeks} weeks for an online shop and {mobileWeeks} weeks for a mobile app.',
    'more.title': 'Need a hand?',
    'more.text': 'Browse the frequently asked questions of the help centre or contact our team directly.',
    'more.help': 'Help centre',
    'more.contact': 'Contact us',
  },
});

export type DocsMessageKey = keyof (typeof docsMessages)['fr'];
