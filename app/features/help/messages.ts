import { defineMessages } from '#app/i18n/define-messages.ts';

export const helpMessages = defineMessages({
  fr: {
    'meta.title': 'Centre d’aide',
    'meta.description':
      'Questions fréquentes sur nos projets et devis, le paiement et la facturation, l’hébergement et le support, et vos données personnelles.',
    'search.label': 'Rechercher une question',
    'search.placeholder': 'Ex. : devis, acompte, hébergement',
    'search.submit': 'Rechercher',
    'search.clear': 'Effacer la recherche',
    'search.results_one': '1 question correspond à votre recherche.',
    'search.results_other': '{count} questions correspondent à votre recherche.',
    'search.no_results': 'Aucune question ne correspond à « {query} ».',
    'search.no_results_hint':
      'Essayez un autre mot, ou posez-nous directement votre question : nous vous répondons sous 24 heures.',
    'topics.title': 'Parcourir par thème',
    'category.projects': 'Projets et devis',
    'category.billing': 'Paiement et facturation',
    'category.hosting': 'Hébergement et support',
    'category.account': 'Compte et données personnelles',
    'projects.quote.q': 'Comment obtenir un devis ?',
    'projects.quote.a':
      'Décrivez votre projet dans le formulaire de contact ou écrivez-nous à {email}. Nous vous envoyons un devis gratuit et détaillé : prestations, prix, modalités de paiement et délais. Il reste valable {quoteDays} jours.',
    'projects.quote.link': 'Demander un devis',
    'projects.delays.q': 'Combien de temps faut-il pour réaliser mon projet ?',
    'projects.delays.a':
      'Comptez habituellement {showcaseWeeks} semaines pour un site vitrine, {ecommerceWeeks} semaines pour une boutique en ligne et {mobileWeeks} semaines pour une application mobile. Ces délais courent à partir de la réception de l’acompte et de tous les contenus nécessaires (textes, images, accès).',
    'projects.content.q': 'Quels éléments dois-je fournir ?',
    'projects.content.a':
      'Votre logo, les textes de chaque page, vos photos et, si vous en avez, vos accès existants (nom de domaine, hébergement, réseaux sociaux). Notre guide vous aide à tout préparer.',
    'projects.content.link': 'Lire le guide « Préparer le contenu de votre site »',
    'projects.changes.q': 'Puis-je demander des corrections après la livraison ?',
    'projects.changes.a':
      'Oui. Vous disposez de {reportDays} jours après la livraison pour nous signaler par écrit tout écart avec le devis accepté : nous le corrigeons. Les nouvelles demandes qui sortent du devis font l’objet d’un devis complémentaire.',
    'billing.terms.q': 'Quelles sont vos conditions de paiement ?',
    'billing.terms.a':
      'Un acompte de {deposit} du montant total est demandé à la commande. Le solde est payable dans un délai de {paymentDays} jours à compter de la date de la facture.',
    'billing.terms.link': 'Lire les conditions générales de vente',
    'billing.methods.q': 'Quels moyens de paiement acceptez-vous ?',
    'billing.methods.a':
      'Le virement bancaire et le paiement mobile (Orange Money, MTN MoMo). Indiquez toujours le numéro de la facture en référence de votre paiement, puis envoyez-nous le reçu.',
    'billing.methods.link': 'Payer par Orange Money ou MTN MoMo',
    'billing.late.q': 'Que se passe-t-il en cas de retard de paiement ?',
    'billing.late.a':
      'Des pénalités de {latePenalty} par mois s’appliquent aux sommes dues à partir du lendemain de l’échéance, et les travaux peuvent être suspendus jusqu’au paiement complet. En cas de difficulté, prévenez-nous avant l’échéance : nous chercherons une solution ensemble.',
    'billing.currency.q': 'Dans quelle devise sont établis vos prix ?',
    'billing.currency.a':
      'Nos devis et factures sont établis en francs guinéens ({currency}), hors taxes ; les taxes applicables s’y ajoutent. Les frais payés à des tiers pour votre compte (nom de domaine, licences, magasins d’applications) sont facturés en plus, sauf mention contraire du devis.',
    'hosting.support.q': 'Le support est-il disponible en dehors des heures de bureau ?',
    'hosting.support.a_24_7':
      'Oui : notre support technique est disponible 24 h/24, 7 j/7. Appelez le {phone} pour un incident, ou écrivez à {email} pour une demande qui peut attendre.',
    'hosting.support.a_office':
      'Notre support technique vous répond pendant nos heures d’ouverture au {phone} ou à {email}. En dehors de ces heures, laissez-nous un message : nous vous recontactons dès la réouverture.',
    'hosting.offer.q': 'Proposez-vous l’hébergement de sites et d’applications ?',
    'hosting.offer.a':
      'Oui. Nous hébergeons et déployons les sites et applications que nous réalisons, comme des projets existants : nom de domaine, certificat de sécurité, emails professionnels, sauvegardes et mises à jour.',
    'hosting.offer.link': 'Découvrir l’offre Hébergement',
    'hosting.down.q': 'Mon site est inaccessible : que faire ?',
    'hosting.down.a':
      'Vérifiez d’abord votre connexion et essayez depuis un autre appareil. Si le site reste inaccessible, contactez le support au {phone} en précisant l’adresse du site, l’heure du problème et, si possible, une capture d’écran du message affiché.',
    'hosting.followup.q': 'Assurez-vous le suivi après la mise en ligne ?',
    'hosting.followup.a':
      'Oui, nous proposons un accompagnement continu : maintenance, mises à jour de sécurité, évolutions et formation de vos équipes. Le contenu de ce suivi est précisé dans votre devis.',
    'account.data.q': 'Quelles données personnelles collectez-vous ?',
    'account.data.a':
      'Uniquement celles que vous nous transmettez (formulaire de contact, lettre d’information, témoignages) et les données techniques nécessaires au fonctionnement du site. Elles ne sont jamais vendues ni cédées à des fins commerciales.',
    'account.data.link': 'Lire la politique de confidentialité',
    'account.retention.q': 'Combien de temps conservez-vous mes données ?',
    'account.retention.a':
      '{prospectYears} ans après le dernier contact pour une demande qui n’a pas abouti à une commande, {clientYears} ans après la fin de la relation commerciale pour nos clients, et {analyticsMonths} mois au maximum pour les données de mesure d’audience.',
    'account.rights.q': 'Comment consulter, corriger ou supprimer mes données ?',
    'account.rights.a':
      'Écrivez-nous à {email} en précisant votre demande (accès, rectification, effacement, opposition, portabilité). Nous vous répondons dans un délai de {rightsDays} jours.',
    'account.rights.link': 'Vos droits en détail',
    'account.newsletter.q': 'Comment me désabonner de la lettre d’information ?',
    'account.newsletter.a':
      'Cliquez sur le lien de désabonnement présent dans chaque lettre, ou écrivez-nous à {email} : votre adresse sera retirée de la liste.',
    'still.title': 'Vous n’avez pas trouvé votre réponse ?',
    'still.text':
      'Notre équipe est là pour vous aider. Décrivez-nous votre situation, nous vous répondons sous 24 heures.',
    'still.contact': 'Nous contacter',
    'still.phone': 'Téléphone',
    'still.email': 'Adresse électronique',
  },
  en: {
    'meta.title': 'Help centre',
    'meta.description':
      'Frequently asked questions about our projects and quotes, payment and billing, hosting and support, and your personal data.',
    'search.label': 'Search the questions',
    'search.placeholder': 'e.g. quote, deposit, hosting',
    'search.submit': 'Search',
    'search.clear': 'Clear the search',
    'search.results_one': '1 question matches your search.',
    'search.results_other': '{count} questions match your search.',
    'search.no_results': 'No question matches “{query}”.',
    'search.no_results_hint': 'Try another word, or ask us your question directly: we answer within 24 hours.',
    'topics.title': 'Browse by topic',
    'category.projects': 'Projects and quotes',
    'category.billing': 'Payment and billing',
    'category.hosting': 'Hosting and support',
    'category.account': 'Account and personal data',
    'projects.quote.q': 'How do I get a quote?',
    'projects.quote.a':
      'Describe your project in the contact form or write to us at {email}. We send you a free, detailed quote: the work included, the price, payment terms and lead times. It remains valid for {quoteDays} days.',
    'projects.quote.link': 'Request a quote',
    'projects.delays.q': 'How long will my project take?',
    'projects.delays.a':
      'Usually {showcaseWeeks} weeks for a showcase website, {ecommerceWeeks} weeks for an online shop and {mobileWeeks} weeks for a mobile app. These lead times start once we have received the deposit and all the content we need (texts, images, access details).',
    'projects.content.q': 'What do I need to provide?',
    'projects.content.a':
      'Your logo, the text of each page, your photos and, if you have them, your existing access details (domain name, hosting, social networks). Our guide helps you get everything ready.',
    'projects.content.link': 'Read the guide “Preparing your website content”',
    'projects.changes.q': 'Can I ask for corrections after delivery?',
    'projects.changes.a':
      'Yes. You have {reportDays} days after delivery to tell us in writing about anything that does not match the accepted quote: we fix it. New requests outside the quote get an additional quote.',
    'billing.terms.q': 'What are your payment terms?',
    'billing.terms.a':
      'A deposit of {deposit} of the total amount is due when you order. The balance is payable within {paymentDays} days of the invoice date.',
    'billing.terms.link': 'Read the general terms of sale',
    'billing.methods.q': 'Which payment methods do you accept?',
    'billing.methods.a':
      'Bank transfer and mobile payment (Orange Money, MTN MoMo). Always give the invoice number as the reference of your payment, then send us the receipt.',
    'billing.methods.link': 'Pay with Orange Money or MTN MoMo',
    'billing.late.q': 'What happens if I pay late?',
    'billing.late.a':
      'Penalties of {latePenalty} per month apply to the sums due from the day after the due date, and work may be suspended until full payment. If you have a difficulty, tell us before the due date: we will look for a solution together.',
    'billing.currency.q': 'In which currency are your prices?',
    'billing.currency.a':
      'Our quotes and invoices are in Guinean francs ({currency}), excluding taxes; applicable taxes are added. Fees paid to third parties on your behalf (domain names, licences, app stores) are billed on top, unless the quote says otherwise.',
    'hosting.support.q': 'Is support available outside office hours?',
    'hosting.support.a_24_7':
      'Yes: our technical support is available 24/7. Call {phone} for an incident, or write to {email} for a request that can wait.',
    'hosting.support.a_office':
      'Our technical support answers during our opening hours on {phone} or at {email}. Outside these hours, leave us a message: we will get back to you as soon as we reopen.',
    'hosting.offer.q': 'Do you host websites and apps?',
    'hosting.offer.a':
      'Yes. We host and deploy the websites and apps we build, as well as existing projects: domain name, security certificate, professional email, backups and updates.',
    'hosting.offer.link': 'Discover our Hosting service',
    'hosting.down.q': 'My website is down: what should I do?',
    'hosting.down.a':
      'First check your connection and try from another device. If the site is still unreachable, contact support on {phone} with the address of the site, the time of the problem and, if possible, a screenshot of the message shown.',
    'hosting.followup.q': 'Do you provide support after launch?',
    'hosting.followup.a':
      'Yes, we offer ongoing support: maintenance, security updates, new features and training for your team. What this support covers is set out in your quote.',
    'account.data.q': 'What personal data do you collect?',
    'account.data.a':
      'Only the data you send us (contact form, newsletter, testimonials) and the technical data the website needs to work. It is never sold or passed on for commercial purposes.',
    'account.data.link': 'Read the privacy policy',
    'account.retention.q': 'How long do you keep my data?',
    'account.retention.a':
      '{prospectYears} years after the last contact for a request that did not lead to an order, {clientYears} years after the end of the business relationship for our clients, and at most {analyticsMonths} months for audience measurement data.',
    'account.rights.q': 'How can I see, correct or delete my data?',
    'account.rights.a':
      'Write to us at {email} stating your request (access, correction, erasure, objection, portability). We answer within {rightsDays} days.',
    'account.rights.link': 'Your rights in detail',
    'account.newsletter.q': 'How do I unsubscribe from the newsletter?',
    'account.newsletter.a':
      'Click the unsubscribe link at the bottom of every newsletter, or write to us at {email}: your address will be removed from the list.',
    'still.title': 'Still need help?',
    'still.text': 'Our team is here to help. Tell us about your situation and we will answer within 24 hours.',
    'still.contact': 'Contact us',
    'still.phone': 'Phone',
    'still.email': 'Email',
  },
});

export type HelpMessageKey = keyof (typeof helpMessages)['fr'];
