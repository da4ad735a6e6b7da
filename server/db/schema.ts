import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '#contract/localized.ts';

const localized = (name: string) => jsonb(name).$type<LocalizedText>();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Optimistic concurrency (ADR 0038): every admin write bumps `version`, and one made from an older
 * version is refused; `updatedBy` names who made the last one.
 */
const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});
/** A scheduled publication: the item stays off the public site until then (empty: no wait). */
const publishAt = () => timestamp('publish_at', { withTimezone: true });
/** What search engines and link cards show of a page, when not the generated defaults (ADR 0020). */
const seoColumns = () => ({
  seoTitle: localized('seo_title'),
  seoDescription: localized('seo_description'),
  seoImage: text('seo_image'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'editor'] })
      .notNull()
      .default('editor'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language of the back office at the last sign-in: the one the site's mails to them are in. */
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    /** The TOTP secret, encrypted with a key drawn from the app secret (ADR 0023); set up but not yet confirmed while twoFactorEnabledAt is null. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is never accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('admin', 'editor')`),
    check('users_language_check', sql`${table.language} in ('fr', 'en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Single-use recovery codes of a two-factor login, kept as keyed hashes (ADR 0023). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

export interface ServiceProcessStepRow {
  title: LocalizedText;
  description: LocalizedText;
}
export interface ServiceFaqRow {
  question: LocalizedText;
  answer: LocalizedText;
}

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** The English page's slug; none: English pages use the French one. */
    slugEn: text('slug_en'),
    name: localized('name').notNull(),
    shortDescription: localized('short_description').notNull(),
    description: localized('description').notNull(),
    features: jsonb('features').$type<LocalizedText[]>().notNull().default([]),
    process: jsonb('process').$type<ServiceProcessStepRow[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<ServiceFaqRow[]>().notNull().default([]),
    icon: text('icon').notNull().default('Globe'),
    featuredImage: text('featured_image'),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** "From 2 500 000 GNF": the lowest price quoted, in whole francs; none: no price shown. */
    priceFromGnf: integer('price_from_gnf'),
    createdAt: createdAt(),
    publishAt: publishAt(),
    ...seoColumns(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('services_slug_unique').on(table.slug),
    // Each English page has its own address: an English slug, or the French one it falls back to.
    uniqueIndex('services_english_slug_unique').on(sql`coalesce(${table.slugEn}, ${table.slug})`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** The English page's slug; none: English pages use the French one. */
    slugEn: text('slug_en'),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    body: localized('body').notNull(),
    category: text('category').notNull(),
    clientName: text('client_name'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    coverImage: text('cover_image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    technologies: jsonb('technologies').$type<string[]>().notNull().default([]),
    projectUrl: text('project_url'),
    videoUrl: text('video_url'),
    completedOn: date('completed_on'),
    published: boolean('published').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    publishAt: publishAt(),
    ...seoColumns(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('projects_slug_unique').on(table.slug),
    // Each English page has its own address: an English slug, or the French one it falls back to.
    uniqueIndex('projects_english_slug_unique').on(sql`coalesce(${table.slugEn}, ${table.slug})`),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    content: localized('content').notNull(),
    clientName: text('client_name').notNull(),
    clientTitle: localized('client_title'),
    clientCompany: text('client_company'),
    clientPhoto: text('client_photo'),
    /** Private: lets staff reach the author; never returned by the public API. */
    clientEmail: text('client_email'),
    rating: smallint('rating'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    index('testimonials_status_idx').on(table.status),
    check('testimonials_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('testimonials_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** The English page's slug; none: English pages use the French one. */
    slugEn: text('slug_en'),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** Sanitized HTML per language. */
    body: localized('body').notNull(),
    coverImage: text('cover_image'),
    authorName: text('author_name').notNull(),
    tags: jsonb('tags').$type<LocalizedText[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    ...seoColumns(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_unique').on(table.slug),
    // Each English page has its own address: an English slug, or the French one it falls back to.
    uniqueIndex('blog_posts_english_slug_unique').on(sql`coalesce(${table.slugEn}, ${table.slug})`),
    index('blog_posts_published_idx').on(table.status, table.publishedAt),
    check('blog_posts_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
);

export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** The English page's slug; none: English pages use the French one. */
    slugEn: text('slug_en'),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    body: localized('body').notNull(),
    location: localized('location').notNull(),
    employmentType: text('employment_type', { enum: ['full-time', 'part-time', 'contract', 'internship'] }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closesOn: date('closes_on'),
    createdAt: createdAt(),
    publishAt: publishAt(),
    ...seoColumns(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('job_posts_slug_unique').on(table.slug),
    // Each English page has its own address: an English slug, or the French one it falls back to.
    uniqueIndex('job_posts_english_slug_unique').on(sql`coalesce(${table.slugEn}, ${table.slug})`),
    check('job_posts_status_check', sql`${table.status} in ('open', 'closed')`),
  ],
);

/** Trainings, workshops and open days (contract/content-kinds/events.ts). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** The English page's slug; none: English pages use the French one. */
    slugEn: text('slug_en'),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    /** Sanitized HTML per language. */
    body: localized('body').notNull(),
    coverImage: text('cover_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    place: localized('place'),
    onlineUrl: text('online_url'),
    registration: text('registration', { enum: ['contact', 'external'] })
      .notNull()
      .default('contact'),
    registrationUrl: text('registration_url'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
    publishAt: publishAt(),
    ...seoColumns(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('events_slug_unique').on(table.slug),
    // Each English page has its own address: an English slug, or the French one it falls back to.
    uniqueIndex('events_english_slug_unique').on(sql`coalesce(${table.slugEn}, ${table.slug})`),
    index('events_starts_idx').on(table.status, table.startsAt),
    check('events_status_check', sql`${table.status} in ('draft', 'published')`),
    check('events_registration_check', sql`${table.registration} in ('contact', 'external')`),
  ],
);

export const solutions = pgTable(
  'solutions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    summary: localized('summary').notNull(),
    body: localized('body').notNull(),
    features: jsonb('features').$type<LocalizedText[]>().notNull().default([]),
    icon: text('icon').notNull().default('Globe'),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [uniqueIndex('solutions_slug_unique').on(table.slug)],
);

/** The site's own pages (ADR 0064): one row per key, made by the server, their sections in order. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    sections: jsonb('sections').$type<unknown[]>().notNull().default([]),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [uniqueIndex('pages_key_unique').on(table.key)],
);

/**
 * A change to one of the site's pages that goes online at `publishAt` (ADR 0071): the page's values
 * as staff saved them for then, applied as a save of theirs when the time comes. One per page.
 */
export const pageSchedules = pgTable('page_schedules', {
  id: serial('id').primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .unique()
    .references(() => pages.id, { onDelete: 'cascade' }),
  /** The page's columns as the change sets them (sections, search-engine fields). */
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
  /** The page's version the change was made from. */
  baseVersion: integer('base_version').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Who scheduled it, as named then: the revision it becomes keeps that name. */
  authorName: text('author_name'),
  createdAt: createdAt(),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  websiteUrl: text('website_url'),
  sector: localized('sector').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  publishAt: publishAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: localized('role').notNull(),
  bio: localized('bio').notNull(),
  photo: text('photo'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  publishAt: publishAt(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** None for a lead staff recorded from a WhatsApp chat or a call, reached by phone. */
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    serviceType: text('service_type'),
    preferredContactMethod: text('preferred_contact_method').notNull().default('email'),
    language: text('language').notNull().default('fr'),
    status: text('status', { enum: ['new', 'read', 'archived'] })
      .notNull()
      .default('new'),
    ip: text('ip'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Where the lead stands in the sales pipeline (ADR 0028); `status` stays the inbox's read state. */
    stage: text('stage', { enum: ['new', 'contacted', 'quote_sent', 'won', 'lost'] })
      .notNull()
      .default('new'),
    /** How the lead reached the company: the contact form, or recorded by staff from elsewhere. */
    source: text('source', { enum: ['contact_form', 'whatsapp', 'job_application', 'testimonial', 'newsletter'] })
      .notNull()
      .default('contact_form'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    followUpOn: date('follow_up_on'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_status_idx').on(table.status, table.createdAt),
    index('contact_messages_stage_idx').on(table.stage, table.createdAt),
    check('contact_messages_status_check', sql`${table.status} in ('new', 'read', 'archived')`),
    check('contact_messages_stage_check', sql`${table.stage} in ('new', 'contacted', 'quote_sent', 'won', 'lost')`),
    check(
      'contact_messages_source_check',
      sql`${table.source} in ('contact_form', 'whatsapp', 'job_application', 'testimonial', 'newsletter')`,
    ),
    check('contact_messages_reachable_check', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

/** A lead's history: its notes, stage and assignee changes, follow-up dates and the replies sent. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'note', 'stage', 'assignee', 'follow_up', 'reply', 'quote'] }).notNull(),
    /** The staff member who acted, and their name then (kept when the account goes). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** A note's text, a reply's text as sent, or what a client wrote when deciding on a quote. */
    body: text('body'),
    /** What changed: `{ from, to }` of a stage, an assignee or a date; a reply's subject, address and outbox id. */
    details: jsonb('details').$type<Record<string, string | number | null>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_events_message_idx').on(table.messageId, table.createdAt),
    check(
      'lead_events_kind_check',
      sql`${table.kind} in ('created', 'note', 'stage', 'assignee', 'follow_up', 'reply', 'quote')`,
    ),
  ],
);

/** An application to a job post, with its CV kept outside the public files (ADR 0029). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    /** None once the job post is deleted: the application stays until its retention time. */
    jobPostId: integer('job_post_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    /** The job's title when the candidate applied, shown if the post goes. */
    jobTitle: localized('job_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: text('language').notNull().default('fr'),
    /** The CV's key in private storage, the name it was sent with, its checked type and size. */
    cvKey: text('cv_key').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    cvMimeType: text('cv_mime_type').notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    stage: text('stage', { enum: ['new', 'shortlisted', 'rejected', 'hired'] })
      .notNull()
      .default('new'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('job_applications_job_idx').on(table.jobPostId, table.createdAt),
    index('job_applications_created_at_idx').on(table.createdAt),
    check('job_applications_stage_check', sql`${table.stage} in ('new', 'shortlisted', 'rejected', 'hired')`),
  ],
);

/** Staff's internal notes on an application. */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_application_notes_application_idx').on(table.applicationId, table.createdAt)],
);

/** A visitor's tap on a WhatsApp link: counted without cookie or identifier, for the dashboard. */
export const whatsAppClicks = pgTable(
  'whatsapp_clicks',
  {
    id: serial('id').primaryKey(),
    /** Where the link was: the header, a service page's button, the contact page. */
    placement: text('placement', { enum: ['header', 'service', 'contact'] }).notNull(),
    /** The service the message named, when it named one. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('whatsapp_clicks_created_at_idx').on(table.createdAt),
    check('whatsapp_clicks_placement_check', sql`${table.placement} in ('header', 'service', 'contact')`),
  ],
);

/**
 * Taps older than 13 months, kept only as a count per UTC day and service (ADR 0025): the statistics
 * read both tables. A day may have several rows (one per roll-up that met it); they add up.
 */
export const whatsAppClickDays = pgTable(
  'whatsapp_click_days',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    clicks: integer('clicks').notNull(),
  },
  (table) => [
    index('whatsapp_click_days_day_idx').on(table.day),
    check('whatsapp_click_days_clicks_check', sql`${table.clicks} > 0`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('fr'),
    /** Double opt-in (ADR 0024): pending until the signed link of the confirmation mail is followed. */
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    /** When the address last asked to subscribe: still pending 30 days later, it is purged. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${table.email})`),
    index('newsletter_subscribers_status_idx').on(table.status, table.requestedAt),
  ],
);

/** A newsletter written by staff, in both languages, sent to the confirmed subscribers in batches. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  subject: localized('subject').notNull(),
  /** Sanitized rich text. */
  body: localized('body').notNull(),
  status: text('status', { enum: ['draft', 'sending', 'paused', 'sent'] })
    .notNull()
    .default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** One newsletter queued for one subscriber: the unique pair is what makes a second mail impossible. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_deliveries_once').on(table.newsletterId, table.subscriberId)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** The version of each record kept whole in `settings` (the site settings, corridors, checklists, reply templates). */
export const recordVersions = pgTable('record_versions', {
  resource: text('resource').primaryKey(),
  updatedAt: updatedAt(),
  ...versionColumns(),
});

/**
 * Who has an item open in an edit form (ADR 0038, editing marks): advice to other editors, not a
 * lock on the API. One row per item; a mark not seen for 5 minutes counts as gone and is taken by
 * the next editor. `takenOverFrom` names whom the last take-over displaced, so they can be told.
 */
export const editMarks = pgTable(
  'edit_marks',
  {
    /** The content kind's name, as in /api/admin/{kind}. */
    resource: text('resource').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    takenOverFrom: integer('taken_over_from').references(() => users.id, { onDelete: 'set null' }),
    takenOverAt: timestamp('taken_over_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.resource, table.itemId] })],
);

export interface MediaVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  path: string;
  bytes: number;
}

export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  originalName: text('original_name').notNull(),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  alt: localized('alt'),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when recorded, and their last one once the account is deleted. */
    userName: text('user_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/**
 * Every saved state of a content item (ADR 0017): the item as the admin API answered it, who saved
 * it and which declared fields changed; at most 50 per item, the oldest pruned.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    /** The content kind's name, as in /api/admin/{kind}. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when saved: a deleted account's revisions keep it. */
    authorName: text('author_name'),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    /** The revision this one put back, for a restore. */
    restoredFrom: integer('restored_from'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('revisions_item_idx').on(table.kind, table.itemId, table.id)],
);

/**
 * An item as a preview link shows it (ADR 0019): the stored item with the editor's unsaved
 * changes, kept until the link expires; the link carries the id, the expiry and their signature.
 */
export const previews = pgTable(
  'previews',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('previews_expires_idx').on(table.expiresAt)],
);

/**
 * Mail sent to an address a visitor typed in a public form: one mailbox gets only a few a day, every
 * kind counted together (ADR 0037). Staff's own mails and newsletters are not among them.
 */
export const VISITOR_ADDRESSED_MAIL_KINDS = [
  'contact-acknowledgement',
  'testimonial-acknowledgement',
  'job-application-acknowledgement',
  'newsletter-confirmation',
] as const;
export type VisitorAddressedMailKind = (typeof VISITOR_ADDRESSED_MAIL_KINDS)[number];

/** `kind in (...)` written out, so that the planner matches the partial index below. */
export const isVisitorAddressedMail = (kind: SQLWrapper) =>
  sql`${kind} in (${sql.raw(VISITOR_ADDRESSED_MAIL_KINDS.map((each) => `'${each}'`).join(', '))})`;

/**
 * The mailbox an address reaches, by the SQL function of migration 0015: lower-cased, without the
 * +tag of its local part (Victim+1@Example.com is victim@example.com).
 */
export const mailboxOf = (address: SQLWrapper | string) => sql`mailbox_of(${address})`;

/** A file sent with a mail, its bytes in base64. */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers of this mail (a newsletter's List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with it (a quote's PDF), kept with the mail until it is sent and after. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_visitor_mailbox_idx')
      .on(mailboxOf(table.toAddress), table.createdAt)
      .where(isVisitorAddressedMail(table.kind)),
  ],
);

/** Fixed-window counters shared by every app server (rate limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Failed logins, counted over a sliding 15-minute window per email and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * The site's own backups (ADR 0049): each run, nightly or asked for, with its archive once written. A
 * night's row is claimed once (`scheduled_for` is unique): of several instances, one makes it.
 */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  trigger: text('trigger', { enum: ['nightly', 'staff'] }).notNull(),
  /** The night this run is for (its scheduled time); none for a backup staff asked for. */
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }).unique(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The archive's file name under the backups folder, once written. */
  fileName: text('file_name'),
  bytes: bigint('bytes', { mode: 'number' }),
  error: text('error'),
});

/**
 * Page views, counted without cookie, address or identifier (issue 36): one row per day and what a
 * view is made of, never per visitor. Each instance counts in memory and adds its counts here.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    /** The page's path, without its query. */
    path: text('path').notNull(),
    language: text('language', { enum: ['fr', 'en'] }).notNull(),
    /** The host name of the page the visitor came from, another site's; empty: typed, a bookmark or the site's own link. */
    referrer: text('referrer').notNull(),
    device: text('device', { enum: ['phone', 'desktop'] }).notNull(),
    /** Light mode (Save-Data or the visitor's choice). */
    light: boolean('light').notNull(),
    /** 200, or 404 for an address that named no page. */
    status: smallint('status').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.path, table.language, table.referrer, table.device, table.light, table.status],
    }),
    check('page_views_views_check', sql`${table.views} > 0`),
  ],
);

/**
 * The searches people made on the site, per day, language and words (issue 36, ADR 0063): the words
 * as typed, in lower case, or empty when they held what looks like a phone number or an email
 * address (never stored). Nothing tells who searched.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    day: date('day').notNull(),
    language: text('language', { enum: ['fr', 'en'] }).notNull(),
    words: text('words').notNull(),
    searches: integer('searches').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.language, table.words] }),
    check('search_counts_searches_check', sql`${table.searches} > 0`),
  ],
);

/**
 * The follow-up reminder each member of staff got on a day (Conakry time): the row is claimed once,
 * so several instances send one mail, and a day with nothing due has none.
 */
export const followUpReminders = pgTable(
  'follow_up_reminders',
  {
    day: date('day').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The leads the mail listed: erasing one of them erases the mail (a privacy request). */
    leadIds: integer('lead_ids').array().notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);

/**
 * Each year's last quote number: quotes are numbered per year without gaps (DEV-2026-0001), the
 * counter moving in the transaction that writes the quote (ADR 0057).
 */
export const quoteNumbers = pgTable('quote_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A line of a quote: a catalogue service or free text, a whole quantity, a price in whole francs. */
export interface QuoteLine {
  service_id: number | null;
  label: string;
  quantity: number;
  unit_price_gnf: number;
}

/**
 * A quote written for a lead, in the lead's language, in GNF. A revision is a new row with the same
 * number and the next version; sending it marks the one before as replaced.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['draft', 'sent', 'accepted', 'refused', 'replaced'] })
      .notNull()
      .default('draft'),
    language: text('language', { enum: ['fr', 'en'] }).notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    discountGnf: bigint('discount_gnf', { mode: 'number' }).notNull().default(0),
    totalGnf: bigint('total_gnf', { mode: 'number' }).notNull(),
    depositPercent: integer('deposit_percent').notNull().default(50),
    validDays: integer('valid_days').notNull().default(30),
    terms: text('terms').notNull(),
    /** The secret of the client's page, where they accept or refuse it without an account. */
    token: text('token').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The draft's edits, for ADR 0038's check: its number and version are the client's, not this. */
    lockVersion: integer('lock_version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the client wrote with their answer on the quote's page. */
    decisionNote: text('decision_note'),
  },
  (table) => [
    uniqueIndex('quotes_number_version_unique').on(table.year, table.sequence, table.version),
    uniqueIndex('quotes_token_unique').on(table.token),
    index('quotes_message_idx').on(table.messageId),
    check('quotes_status_check', sql`${table.status} in ('draft', 'sent', 'accepted', 'refused', 'replaced')`),
    check('quotes_deposit_check', sql`${table.depositPercent} between 0 and 100`),
    check('quotes_total_check', sql`${table.totalGnf} >= 0`),
  ],
);

/**
 * An old address of the site sent on to its new one (issue 33): kept by staff, or added when an
 * item's slug changes. `from` is a path of the site that no page answers; `to` a path or an address.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    status: integer('status').notNull().default(301),
    /** Who made it: staff, or the site when an item moved. */
    source: text('source', { enum: ['staff', 'moved'] })
      .notNull()
      .default('staff'),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...versionColumns(),
  },
  (table) => [
    uniqueIndex('redirects_from_unique').on(table.fromPath),
    index('redirects_to_idx').on(table.toPath),
    check('redirects_status_check', sql`${table.status} in (301, 302)`),
    check('redirects_source_check', sql`${table.source} in ('staff', 'moved')`),
  ],
);

/** A text search document (PostgreSQL's tsvector); drizzle has no type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (ADR 0061): one row per searchable page and language, its words made by
 * the language's text search configuration (stemming, accents ignored). Drawn from the content and
 * the fixed pages, never edited: what visitors may see is decided when searching, by each kind's rules.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    /** A content kind's name, or `pages` and `help` for the fixed pages and the help centre's questions. */
    kind: text('kind').notNull(),
    /** The item's id, or the fixed page's own key. */
    itemKey: text('item_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** The title without accents, in lower case: where a search looks for its words inside the title's. */
    titleKey: text('title_key').notNull(),
    body: text('body').notNull(),
    /** The page's path in that language, without the language prefix. */
    path: text('path').notNull(),
    /** The item's `updated_at` and `version` when it was indexed: a row that no longer matches them is redone. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    sourceVersion: integer('source_version'),
    words: tsvector('words').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemKey, table.language] }),
    index('search_entries_words_idx').using('gin', table.words),
    check('search_entries_language_check', sql`${table.language} in ('fr', 'en')`),
  ],
);
