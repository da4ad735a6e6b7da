/** Business constants of the specification (section 9), one source for app and server. */

export const API_TIMEOUT_MS = 30_000;
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
/** Where contact messages written without a network wait on the visitor's device (ADR 0015). */
export const CONTACT_QUEUE_STORAGE_KEY = 'weltaare-contact-queue';
/**
 * The longest search a visitor may type: a question, never a document. Here, not beside the search's
 * schemas: the header's box reads it, and a schema would bring zod into every page's JavaScript.
 */
export const MAX_SEARCH_LENGTH = 100;
/** The web app manifest (public/), linked from every page's head. */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

const MINUTE = 60_000;

export const QUERY_DEFAULTS = {
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
  queryRetries: 3,
  mutationRetries: 1,
} as const;

export const STALE_TIMES = {
  testimonialsFeatured: 20 * MINUTE,
  testimonialsByService: 10 * MINUTE,
  servicesList: 10 * MINUTE,
  adminServicesList: 5 * MINUTE,
  servicesActive: 15 * MINUTE,
  servicesFeatured: 15 * MINUTE,
  projectsList: 5 * MINUTE,
  projectsFeatured: 10 * MINUTE,
} as const;

/** How many of each list a page shows; a page's featured sections say their own count (ADR 0064). */
export const DISPLAY_LIMITS = {
  testimonialsDefaultMax: 6,
  servicesSkeletons: 6,
  testimonialsSkeletons: 3,
} as const;

export const ANIMATION_MS = {
  homeCounters: 2500,
  counterStagger: 200,
  counterDefault: 2000,
  mobileMenu: 300,
  tooltipDelay: 700,
} as const;

export const TOAST_DURATION_MS = { primary: 5000, secondary: 4000 } as const;

export const SERVICE_ICONS = [
  'code',
  'smartphone',
  'palette',
  'shopping-cart',
  'trending-up',
  'users',
  'Globe',
  'Zap',
  'Shield',
  'Award',
  'Star',
  // Beyond the spec's list (issue 14): services whose picture and card must show the same thing.
  'server',
  'megaphone',
  'graduation-cap',
  'arrow-left-right',
  // The home page's feature tiles (issue 33): a place, an idea, a person who answers.
  'map-pin',
  'lightbulb',
  'headset',
  // The about page's mission, vision and values (issue 33).
  'target',
  'eye',
  'handshake',
  'shield-check',
  'sparkles',
  'scale',
  'heart-handshake',
  // The help centre's themes (issue 33).
  'folder-kanban',
  'credit-card',
  // The careers page's reasons and the contact page's (issue 33).
  'sprout',
  'clock',
  'message-square',
  // The client guides (issue 33).
  'file-text',
  'mail',
  'monitor-smartphone',
  'key-round',
  'route',
] as const;
/** The icons a content kind's entry in the back office's navigation may show: the site's, and these (ADR 0073). */
export const NAVIGATION_ICONS = [
  ...SERVICE_ICONS,
  'files',
  'layers',
  'puzzle',
  'briefcase',
  'users-round',
  'user-round',
  'calendar-days',
  'message-square-quote',
] as const;
export type NavigationIconName = (typeof NAVIGATION_ICONS)[number];
/** What each icon shows, in each language: staff choose an icon by its name. */
export const SERVICE_ICON_NAMES: Record<(typeof SERVICE_ICONS)[number], { fr: string; en: string }> = {
  code: { fr: 'Code', en: 'Code' },
  smartphone: { fr: 'Téléphone mobile', en: 'Smartphone' },
  palette: { fr: 'Palette', en: 'Palette' },
  'shopping-cart': { fr: 'Chariot', en: 'Shopping cart' },
  'trending-up': { fr: 'Courbe en hausse', en: 'Trending up' },
  users: { fr: 'Personnes', en: 'People' },
  Globe: { fr: 'Globe', en: 'Globe' },
  Zap: { fr: 'Éclair', en: 'Lightning' },
  Shield: { fr: 'Bouclier', en: 'Shield' },
  Award: { fr: 'Médaille', en: 'Award' },
  Star: { fr: 'Étoile', en: 'Star' },
  server: { fr: 'Serveur', en: 'Server' },
  megaphone: { fr: 'Mégaphone', en: 'Megaphone' },
  'graduation-cap': { fr: 'Toque de diplômé', en: 'Graduation cap' },
  'arrow-left-right': { fr: 'Flèches aller-retour', en: 'Arrows both ways' },
  'map-pin': { fr: 'Repère de carte', en: 'Map pin' },
  lightbulb: { fr: 'Ampoule', en: 'Light bulb' },
  headset: { fr: 'Casque-micro', en: 'Headset' },
  target: { fr: 'Cible', en: 'Target' },
  eye: { fr: 'Œil', en: 'Eye' },
  handshake: { fr: 'Poignée de main', en: 'Handshake' },
  'shield-check': { fr: 'Bouclier coché', en: 'Shield with a check' },
  sparkles: { fr: 'Étincelles', en: 'Sparkles' },
  scale: { fr: 'Balance', en: 'Scales' },
  'heart-handshake': { fr: 'Cœur et poignée de main', en: 'Heart and handshake' },
  'folder-kanban': { fr: 'Dossier de projet', en: 'Project folder' },
  'credit-card': { fr: 'Carte bancaire', en: 'Credit card' },
  sprout: { fr: 'Jeune pousse', en: 'Sprout' },
  clock: { fr: 'Horloge', en: 'Clock' },
  'message-square': { fr: 'Bulle de message', en: 'Message bubble' },
  'file-text': { fr: 'Document', en: 'Document' },
  mail: { fr: 'Enveloppe', en: 'Envelope' },
  'monitor-smartphone': { fr: 'Écran et téléphone', en: 'Screen and phone' },
  'key-round': { fr: 'Clé', en: 'Key' },
  route: { fr: 'Itinéraire', en: 'Route' },
};
export const FALLBACK_SERVICE_ICON = 'Globe';

export const SERVICE_SLUGS = [
  'web-development',
  'mobile-apps',
  'hosting',
  'design',
  'digital-communication',
  'tech-commerce',
  'study-abroad',
  'money-transfer',
] as const;

export const CONTACT_PAYLOAD_DEFAULTS = {
  generalSubject: 'General Inquiry',
  chosenServiceType: 'other',
  preferredContactMethod: 'email',
} as const;

export const COMPANY = {
  shareCapitalGnf: 1_000_000,
  /** The map box extends this many degrees around the office. */
  mapBoxDegrees: 0.01,
} as const;

export const TERMS = {
  quoteValidityDays: 30,
  depositPercent: 50,
  paymentDays: 30,
  latePenaltyPercentPerMonth: 1.5,
  nonConformityReportDays: 15,
  clientTerminationNoticeDays: 15,
  providerFormalNoticeDays: 8,
  currency: 'GNF',
  delays: { showcaseSiteWeeks: '2-4', ecommerceWeeks: '4-8', mobileAppWeeks: '6-12' },
} as const;

export const PRIVACY = {
  prospectRetentionYears: 3,
  clientRetentionYears: 10,
  analyticsRetentionMonths: 26,
  rightsAnswerDays: 30,
} as const;

export const REQUEST_LIMITS = {
  /** JSON bodies above this size answer 413. */
  jsonBodyBytes: 100 * 1024,
  /** Uploaded images (the media library, a client's testimonial photo) above this size answer 413. */
  imageUploadBytes: 5 * 1024 * 1024,
  maxPerPage: 100,
  defaultPerPage: 12,
} as const;

/** Portfolio categories, in the order of the public filter. */
export const PROJECT_CATEGORIES = ['web', 'mobile', 'design', 'ecommerce', 'communication', 'hosting'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The company's clock: Conakry, GMT all year. Dates and times typed in the back office are read on it. */
export const COMPANY_TIME_ZONE = 'Africa/Conakry';

/** Search results show about this many characters of a title, and of a description (ADR 0020). */
export const SEO_LIMITS = { title: 60, descriptionMin: 50, descriptionMax: 160 } as const;
