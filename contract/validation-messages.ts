import type { Language } from './languages.ts';

/**
 * Messages a request validation can produce. Schemas carry the key; the server answers
 * in the visitor's language and the forms show the same words.
 */
export const VALIDATION_MESSAGES = {
  name_required: { fr: 'Le nom est obligatoire', en: 'Name is required' },
  email_required: { fr: 'L’email est obligatoire', en: 'Email is required' },
  password_required: { fr: 'Le mot de passe est obligatoire', en: 'Password is required' },
  email_invalid: { fr: 'Format d’email invalide', en: 'Invalid email format' },
  subject_required: { fr: 'Le sujet est obligatoire', en: 'Subject is required' },
  message_required: { fr: 'Le message est obligatoire', en: 'Message is required' },
  content_required: { fr: 'Le témoignage est obligatoire', en: 'Testimonial is required' },
  title_required: { fr: 'Le titre est obligatoire', en: 'Title is required' },
  french_required: { fr: 'Le texte en français est obligatoire', en: 'The French text is required' },
  slug_invalid: {
    fr: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets',
    en: 'The slug may only contain lower-case letters, digits and hyphens',
  },
  slug_reserved: { fr: 'Ce slug est réservé', en: 'This slug is reserved' },
  too_long: { fr: 'Ce champ est trop long', en: 'This field is too long' },
  privacy_consent_required: {
    fr: 'Acceptez la politique de confidentialité pour envoyer votre candidature',
    en: 'Accept the privacy policy to send your application',
  },
  cv_required: { fr: 'Joignez votre CV (PDF ou DOCX, 5 Mo max.)', en: 'Attach your CV (PDF or DOCX, 5 MB max.)' },
  invalid_value: { fr: 'Valeur invalide', en: 'Invalid value' },
  anchor_taken: {
    fr: 'Une autre section de la page a déjà cette ancre',
    en: 'Another section of the page already has this anchor',
  },
  date_in_future: { fr: 'Choisissez une date et une heure à venir', en: 'Choose a date and time still to come' },
  nothing_to_schedule: {
    fr: 'Rien à programmer\u00a0: la page du formulaire est celle qui est en ligne',
    en: 'Nothing to schedule: the form holds the page as it is online',
  },
  field_required: { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  whole_number_expected: { fr: 'Entrez un nombre entier positif', en: 'Enter a whole number, zero or more' },
  retention_months_range: {
    fr: 'Entrez un nombre de mois entre 1 et 120',
    en: 'Enter a number of months from 1 to 120',
  },
  time_invalid: { fr: 'Heure invalide (HH:MM)', en: 'Invalid time (HH:MM)' },
  latitude_range: { fr: 'La latitude doit être entre -90 et 90', en: 'Latitude must be between -90 and 90' },
  longitude_range: {
    fr: 'La longitude doit être entre -180 et 180',
    en: 'Longitude must be between -180 and 180',
  },
  invalid_phone: { fr: 'Numéro de téléphone invalide', en: 'Invalid phone number' },
  email_or_phone_required: {
    fr: 'Indiquez un email ou un numéro de téléphone',
    en: 'Give an email address or a phone number',
  },
  english_required: { fr: 'Le texte en anglais est obligatoire', en: 'The English text is required' },
  reply_template_id_taken: {
    fr: 'Un autre modèle porte déjà cet identifiant',
    en: 'Another template already has this identifier',
  },
  rate_invalid: {
    fr: 'Taux invalide : un nombre positif, avec au plus 4 décimales (9350.25)',
    en: 'Invalid rate: a positive number with at most 4 decimals (9350.25)',
  },
  percent_invalid: {
    fr: 'Pourcentage invalide : de 0 à 99,99, avec au plus 2 décimales (1.5)',
    en: 'Invalid percentage: 0 to 99.99, with at most 2 decimals (1.5)',
  },
  bands_required: { fr: 'Ajoutez au moins une tranche de frais', en: 'Add at least one fee band' },
  bands_order: {
    fr: 'Les plafonds doivent croître d’une tranche à l’autre ; seule la dernière peut être sans plafond',
    en: 'Limits must rise from one band to the next; only the last band may have no limit',
  },
  quote_line_label_required: {
    fr: 'Choisissez un service ou décrivez la ligne',
    en: 'Choose a service or describe the line',
  },
  quantity_invalid: { fr: 'Entrez une quantité entière, d’au moins 1', en: 'Enter a whole quantity of at least 1' },
  quote_lines_required: { fr: 'Ajoutez au moins une ligne au devis', en: 'Add at least one line to the quote' },
  quote_discount_too_large: {
    fr: 'La remise ne peut pas dépasser le montant des lignes',
    en: 'The discount cannot exceed the lines’ amount',
  },
  quote_service_unknown: { fr: 'Ce service n’existe pas', en: 'This service does not exist' },
  stat_not_countable: {
    fr: 'Ce chiffre ne se compte pas dans le contenu du site',
    en: 'This figure cannot be counted from the site’s content',
  },
  flow_pricing_required: {
    fr: 'Donnez le taux et les tranches de frais de ce sens de transfert',
    en: 'Give the rate and fee bands of this way of transfer',
  },
  corridor_id_taken: {
    fr: 'Un autre corridor porte déjà cet identifiant',
    en: 'Another corridor already has this identifier',
  },
  checklist_items_required: {
    fr: 'Ajoutez au moins une étape ou un document',
    en: 'Add at least one step or document',
  },
  destination_id_taken: {
    fr: 'Une autre destination porte déjà cet identifiant',
    en: 'Another destination already has this identifier',
  },
  international_phone_expected: {
    fr: 'Numéro international attendu : + puis l’indicatif du pays, par exemple +224 620 00 00 00',
    en: 'An international number is expected: + then the country code, for example +224 620 00 00 00',
  },
  invalid_url: { fr: 'Adresse web invalide', en: 'Invalid web address' },
  menu_address_invalid: {
    fr: 'Adresse invalide\u00a0: une page du site (/…), https://…, mailto:… ou tel:…',
    en: 'Invalid address: a page of the site (/…), https://…, mailto:… or tel:…',
  },
  menu_language_required: {
    fr: 'Choisissez au moins une langue où l’afficher',
    en: 'Choose at least one language to show it in',
  },
  menu_too_many_links: { fr: 'Au plus 12 liens par menu ou colonne', en: 'At most 12 links per menu or column' },
  menu_too_many_columns: { fr: 'Au plus 4 colonnes', en: 'At most 4 columns' },
  menu_services_once: {
    fr: 'Un seul lien peut ouvrir la liste des services',
    en: 'Only one link may open the list of services',
  },
  menu_services_count: {
    fr: 'Entrez un nombre de services entre 0 et 20',
    en: 'Enter a number of services from 0 to 20',
  },
  redirect_path_invalid: {
    fr: 'Écrivez une adresse du site commençant par «\u202f/\u202f» (sans «\u202f?\u202f» ni «\u202f#\u202f»), ou une adresse web complète',
    en: 'Write an address of the site starting with “/” (without “?” or “#”), or a full web address',
  },
  redirect_path_reserved: {
    fr: 'Cette adresse appartient à l’administration, à l’API ou aux fichiers du site\u00a0: elle ne peut pas être redirigée',
    en: 'This address belongs to the admin, the API or the site’s files: it cannot be redirected',
  },
  redirect_from_live: {
    fr: 'Une page du site répond déjà à cette adresse\u00a0: la rediriger la cacherait',
    en: 'A page of the site already answers at this address: redirecting it would hide it',
  },
  redirect_loop: {
    fr: 'Cette redirection ramènerait à son point de départ',
    en: 'This redirect would lead back to where it starts',
  },
  redirect_from_taken: {
    fr: 'Une redirection part déjà de cette adresse',
    en: 'A redirect already starts from this address',
  },
  rating_range: { fr: 'La note doit être entre 1 et 5', en: 'Rating must be between 1 and 5' },
  password_too_short: {
    fr: 'Le mot de passe doit contenir au moins 12 caractères',
    en: 'The password must be at least 12 characters long',
  },
  passwords_differ: {
    fr: 'Les deux mots de passe ne correspondent pas',
    en: 'The two passwords do not match',
  },
  current_password_wrong: { fr: 'Mot de passe actuel incorrect', en: 'Current password is incorrect' },
  unknown_field: { fr: 'Champ non autorisé', en: 'Field not allowed' },
  two_factor_code_required: { fr: 'Entrez le code', en: 'Enter the code' },
  two_factor_code_invalid: {
    fr: 'Code incorrect ou expiré : entrez le code affiché maintenant',
    en: 'Wrong or expired code: enter the code shown now',
  },
  publication_consent_required: {
    fr: 'Cochez la case pour accepter la publication de votre témoignage',
    en: 'Tick the box to agree to your testimonial being published',
  },
  invalid_characters: {
    fr: 'Ce champ contient un caractère non autorisé',
    en: 'This field contains a character that is not allowed',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Response messages of the API, in both languages. */
export const API_MESSAGES = {
  ok: { fr: 'OK', en: 'OK' },
  validation_failed: { fr: 'Les données envoyées sont invalides', en: 'The submitted data is invalid' },
  not_found: { fr: 'Ressource introuvable', en: 'Resource not found' },
  route_not_found: { fr: 'Route introuvable', en: 'Route not found' },
  unauthorized: { fr: 'Authentification requise', en: 'Authentication required' },
  forbidden: { fr: 'Accès refusé', en: 'Access denied' },
  payload_too_large: { fr: 'Requête trop volumineuse', en: 'Request body too large' },
  unsupported_media_type: {
    fr: 'Le corps de la requête doit être du JSON',
    en: 'The request body must be JSON',
  },
  invalid_json: { fr: 'JSON invalide', en: 'Invalid JSON' },
  bad_url: { fr: 'Adresse de la requête invalide', en: 'Invalid request address' },
  invalid_characters: {
    fr: 'La requête contient un caractère non autorisé',
    en: 'The request contains a character that is not allowed',
  },
  service_unavailable: {
    fr: 'Service momentanément indisponible, veuillez réessayer dans quelques instants',
    en: 'Service temporarily unavailable, please try again in a few moments',
  },
  too_many_requests: {
    fr: 'Trop de requêtes, veuillez réessayer plus tard',
    en: 'Too many requests, please try again later',
  },
  email_taken: { fr: 'Un compte existe déjà avec cet email', en: 'An account already exists with this email' },
  cannot_change_own_account: {
    fr: 'Vous ne pouvez pas retirer votre propre accès administrateur',
    en: 'You cannot remove your own administrator access',
  },
  cannot_delete_own_account: {
    fr: 'Vous ne pouvez pas supprimer votre propre compte',
    en: 'You cannot delete your own account',
  },
  last_active_admin: {
    fr: 'C’est le dernier administrateur actif : nommez-en un autre d’abord',
    en: 'This is the last active administrator: appoint another one first',
  },
  slug_taken: { fr: 'Ce slug est déjà utilisé', en: 'This slug is already in use' },
  version_conflict: {
    fr: 'Quelqu’un a enregistré cet élément après que vous l’avez ouvert : rien n’a été modifié',
    en: 'Someone saved this item after you opened it: nothing was changed',
  },
  media_in_use: {
    fr: 'Cette image est encore utilisée : retirez-la d’abord des contenus listés',
    en: 'This image is still in use: remove it from the listed content first',
  },
  created: { fr: 'Élément créé', en: 'Item created' },
  updated: { fr: 'Modifications enregistrées', en: 'Changes saved' },
  deleted: { fr: 'Élément supprimé', en: 'Item deleted' },
  reply_queued: {
    fr: 'Réponse envoyée (ou mise en file d’attente si le serveur mail ne répond pas)',
    en: 'Reply sent (or queued if the mail server does not answer)',
  },
  quote_sent: { fr: 'Devis envoyé', en: 'Quote sent' },
  quote_not_draft: {
    fr: 'Ce devis a été envoyé : révisez-le pour le modifier',
    en: 'This quote has been sent: revise it to change it',
  },
  quote_already_revised: {
    fr: 'Une version plus récente de ce devis existe déjà',
    en: 'A newer version of this quote already exists',
  },
  quote_not_found: {
    fr: 'Ce devis est introuvable\u00a0: vérifiez le lien reçu par email',
    en: 'This quote cannot be found: check the link in your email',
  },
  quote_expired: {
    fr: 'Ce devis a expiré\u00a0: contactez-nous pour une nouvelle proposition',
    en: 'This quote has expired: contact us for a new proposal',
  },
  quote_closed: {
    fr: 'Ce devis a déjà reçu une réponse ou a été remplacé',
    en: 'This quote has already been answered or replaced',
  },
  quote_accepted: { fr: 'Devis accepté', en: 'Quote accepted' },
  quote_refused: { fr: 'Devis refusé', en: 'Quote declined' },
  revision_restored: { fr: 'Version restaurée', en: 'Version restored' },
  revision_incompatible: {
    fr: 'Cette version ne peut plus être restaurée : ses champs ne sont plus valides',
    en: 'This version can no longer be restored: its fields are no longer valid',
  },
  invalid_credentials: { fr: 'Email ou mot de passe incorrect', en: 'Incorrect email or password' },
  password_changed: {
    fr: 'Mot de passe modifié. Vos autres sessions sont fermées.',
    en: 'Password changed. Your other sessions have been closed.',
  },
  logged_out: { fr: 'Vous êtes déconnecté', en: 'You are logged out' },
  two_factor_code_invalid: { fr: 'Code incorrect ou déjà utilisé', en: 'Wrong or already used code' },
  two_factor_challenge_expired: {
    fr: 'Cette connexion a expiré : entrez de nouveau votre mot de passe',
    en: 'This sign-in has expired: enter your password again',
  },
  two_factor_already_enabled: {
    fr: 'La double authentification est déjà activée',
    en: 'Two-factor login is already on',
  },
  two_factor_not_enabled: {
    fr: 'La double authentification n’est pas activée',
    en: 'Two-factor login is not on',
  },
  two_factor_not_set_up: {
    fr: 'Commencez par scanner un nouveau QR code',
    en: 'Start by scanning a new QR code',
  },
  two_factor_setup_required: {
    fr: 'Activez la double authentification dans votre profil pour continuer',
    en: 'Turn on two-factor login in your profile to continue',
  },
  two_factor_required_by_admin: {
    fr: 'La double authentification est exigée pour tous les comptes : elle ne peut pas être désactivée',
    en: 'Two-factor login is required for every account: it cannot be turned off',
  },
  two_factor_enable_own_first: {
    fr: 'Activez d’abord la double authentification sur votre propre compte',
    en: 'Turn on two-factor login for your own account first',
  },
  two_factor_reset_self: {
    fr: 'Pour votre propre compte, désactivez la double authentification depuis votre profil',
    en: 'For your own account, turn two-factor login off from your profile',
  },
  two_factor_enabled: { fr: 'Double authentification activée', en: 'Two-factor login turned on' },
  two_factor_disabled: { fr: 'Double authentification désactivée', en: 'Two-factor login turned off' },
  two_factor_reset: {
    fr: 'Double authentification réinitialisée : les sessions de ce compte sont fermées',
    en: 'Two-factor login reset: this account’s sessions have ended',
  },
  server_error: { fr: 'Erreur interne du serveur', en: 'Internal server error' },
  not_ready: { fr: 'Service indisponible', en: 'Service unavailable' },
  contact_received: {
    fr: 'Votre message a été envoyé avec succès ! Nous vous répondrons dans les 24 heures.',
    en: 'Your message has been sent successfully! We will get back to you within 24 hours.',
  },
  newsletter_subscribed: {
    fr: 'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.',
    en: 'Thank you! Check your inbox: follow the link we sent to confirm your subscription.',
  },
  newsletter_link_invalid: {
    fr: 'Ce lien n’est pas valide : il a peut-être été modifié ou copié incomplètement',
    en: 'This link is not valid: it may have been altered or copied incompletely',
  },
  newsletter_confirmed: {
    fr: 'Votre inscription à la newsletter est confirmée',
    en: 'Your newsletter subscription is confirmed',
  },
  newsletter_unsubscribed: {
    fr: 'Vous êtes désinscrit de la newsletter',
    en: 'You are unsubscribed from the newsletter',
  },
  newsletter_not_draft: {
    fr: 'Cette newsletter est en cours d’envoi ou envoyée : elle ne peut plus être modifiée',
    en: 'This newsletter is being sent or has been sent: it can no longer be changed',
  },
  newsletter_not_sending: {
    fr: 'Cette newsletter n’est pas en cours d’envoi',
    en: 'This newsletter is not being sent',
  },
  newsletter_not_paused: {
    fr: 'Cette newsletter n’est pas en pause',
    en: 'This newsletter is not paused',
  },
  newsletter_no_recipients: {
    fr: 'Aucun abonné confirmé : personne ne recevrait cette newsletter',
    en: 'No confirmed subscriber: nobody would receive this newsletter',
  },
  newsletter_sending: { fr: 'Envoi de la newsletter commencé', en: 'Newsletter sending started' },
  newsletter_paused: { fr: 'Envoi mis en pause', en: 'Sending paused' },
  newsletter_resumed: { fr: 'Envoi repris', en: 'Sending resumed' },
  newsletter_test_sent: {
    fr: 'Un email de test part vers votre adresse',
    en: 'A test mail is on its way to your address',
  },
  testimonial_received: {
    fr: 'Merci ! Votre témoignage sera publié après validation.',
    en: 'Thank you! Your testimonial will be published once reviewed.',
  },
  upload_unsupported_format: {
    fr: 'Format non pris en charge : envoyez une image JPEG, PNG, WebP ou AVIF (5 Mo max).',
    en: 'Unsupported format: send a JPEG, PNG, WebP or AVIF image (5 MB max).',
  },
  upload_too_large: {
    fr: 'Fichier trop volumineux : envoyez une image JPEG, PNG, WebP ou AVIF de 5 Mo maximum.',
    en: 'File too large: send a JPEG, PNG, WebP or AVIF image of 5 MB at most.',
  },
  upload_file_required: { fr: 'Choisissez une image à envoyer', en: 'Choose an image to upload' },
  mail_already_sent: { fr: 'Ce message a déjà été envoyé', en: 'This message has already been sent' },
  mail_retry_scheduled: { fr: 'Nouvel envoi programmé', en: 'Delivery rescheduled' },
  backup_written: { fr: 'Sauvegarde enregistrée', en: 'Backup written' },
  content_imported: { fr: 'Contenu importé', en: 'Content imported' },
  content_file_invalid: {
    fr: 'Ce fichier n’est pas un export de contenu de ce site, ou il est abîmé',
    en: 'This file is not a content export of this site, or it is damaged',
  },
  content_import_conflicts: {
    fr: 'Des éléments de ce fichier existent déjà sur ce site\u00a0: vérifiez le fichier, puis choisissez de les ignorer',
    en: 'Items of this file are already on this site: check the file, then choose to skip them',
  },
  personal_data_erased: {
    fr: 'Données effacées : l’effacement est noté dans le journal, sans l’adresse',
    en: 'Data erased: the erasure is in the audit log, without the address',
  },
  backup_failed: {
    fr: 'La sauvegarde a échoué\u00a0: elle est notée dans la liste, avec sa cause',
    en: 'The backup failed: it is listed, with its cause',
  },
  mail_not_sent: {
    fr: 'Cet email n’est pas encore parti : relancez son envoi plutôt que de le renvoyer',
    en: 'This mail has not gone out yet: retry its delivery instead of sending it again',
  },
  mail_resent: { fr: 'Une copie de l’email attend son envoi', en: 'A copy of the mail is waiting to be sent' },
  job_application_received: {
    fr: 'Merci ! Votre candidature a bien été reçue.',
    en: 'Thank you! Your application has been received.',
  },
  job_closed: {
    fr: 'Cette offre est close : elle n’accepte plus de candidatures.',
    en: 'This job is closed: it no longer accepts applications.',
  },
  cv_unsupported_format: {
    fr: 'Format non pris en charge : envoyez votre CV en PDF ou en DOCX (5 Mo max.).',
    en: 'Unsupported format: send your CV as a PDF or DOCX file (5 MB max.).',
  },
  cv_too_large: {
    fr: 'Fichier trop volumineux : votre CV doit faire 5 Mo au maximum.',
    en: 'File too large: your CV must be 5 MB at most.',
  },
  cv_macros: {
    fr: 'Votre CV contient des macros ou des contrôles ActiveX, qui exécutent du code à l’ouverture : enregistrez-le en document Word sans macros (.docx) ou en PDF, puis renvoyez-le.',
    en: 'Your CV contains macros or ActiveX controls, which run code when it is opened: save it as a Word document without macros (.docx) or as a PDF, then send it again.',
  },
  cv_external_content: {
    fr: 'Votre CV charge un contenu extérieur à son ouverture (un modèle, une image ou un objet liés à distance) : enregistrez-le en PDF, puis renvoyez-le.',
    en: 'Your CV loads outside content when it is opened (a remote template, picture or object): save it as a PDF, then send it again.',
  },
  cv_active_content: {
    fr: 'Votre PDF contient du JavaScript, une action qui lance un programme ou un fichier joint : exportez à nouveau votre CV en PDF simple, puis renvoyez-le.',
    en: 'Your PDF contains JavaScript, an action that launches a program or an attached file: export your CV again as a plain PDF, then send it again.',
  },
  cv_storage_full: {
    fr: 'Nous ne pouvons pas recevoir de nouvelles candidatures pour le moment : réessayez dans quelques jours ou écrivez-nous par email.',
    en: 'We cannot take new applications right now: please try again in a few days or write to us by email.',
  },
  cv_uncheckable: {
    fr: 'Nous n’avons pas pu vérifier le contenu de ce fichier (chiffré ou endommagé) : enregistrez votre CV à nouveau en PDF ou en DOCX, puis renvoyez-le.',
    en: 'We could not check this file’s content (it is encrypted or damaged): save your CV again as a PDF or DOCX file, then send it again.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ApiMessageKey = keyof typeof API_MESSAGES;
