import { z } from 'zod';
import type { Language } from '../languages.ts';
import { idSchema, optionalText, paginationQuerySchema, queryBooleanSchema, searchQuerySchema } from './common.ts';
import { contactSubmissionSchema } from './contact.ts';

export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Where a lead stands in the sales pipeline, in order (ADR 0028). */
export const LEAD_STAGES = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** The stages' names, shown wherever the pipeline is (the inbox, the dashboard). */
export const LEAD_STAGE_LABELS: Record<LeadStage, Record<Language, string>> = {
  new: { fr: 'Nouveau', en: 'New' },
  contacted: { fr: 'Contacté', en: 'Contacted' },
  quote_sent: { fr: 'Devis envoyé', en: 'Quote sent' },
  won: { fr: 'Gagné', en: 'Won' },
  lost: { fr: 'Perdu', en: 'Lost' },
};
/** A lead in these stages needs nothing more: its follow-up date is never overdue. */
export const CLOSED_LEAD_STAGES: readonly LeadStage[] = ['won', 'lost'];

/** How a lead reached the company: the contact form itself, or recorded by staff from elsewhere. */
export const LEAD_SOURCES = ['contact_form', 'whatsapp', 'job_application', 'testimonial', 'newsletter'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_EVENT_KINDS = ['created', 'note', 'stage', 'assignee', 'follow_up', 'reply', 'quote'] as const;

/** A calendar day, `YYYY-MM-DD`. */
const daySchema = z.iso.date({ error: 'invalid_value' });

export const adminMessageListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'invalid_value' }).optional(),
  stage: z.enum(LEAD_STAGES, { error: 'invalid_value' }).optional(),
  source: z.enum(LEAD_SOURCES, { error: 'invalid_value' }).optional(),
  /** A staff member's id, or `none` for the leads nobody has taken. */
  assignee: z
    .union([z.literal('none'), z.coerce.number().int().positive().max(2_147_483_647)], { error: 'invalid_value' })
    .optional(),
  /** Only the leads whose follow-up date has passed and that are still open. */
  overdue: queryBooleanSchema.optional(),
  search: searchQuerySchema,
});
export type AdminMessageFilters = Omit<z.output<typeof adminMessageListQuerySchema>, 'page' | 'per_page'>;

const staffMemberSchema = z.object({ id: z.number(), name: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A contact message (a lead) as the admin API answers it. */
export const adminMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  service_type: z.string().nullable(),
  /** The service the lead asked about, in the visitor's words (the subject the form wrote); none: a general request. */
  service: z.string().nullable(),
  preferred_contact_method: z.string(),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  read_at: z.string().nullable(),
  stage: z.enum(LEAD_STAGES),
  source: z.enum(LEAD_SOURCES),
  assignee: staffMemberSchema.nullable(),
  follow_up_on: z.string().nullable(),
  /** The follow-up date has passed and the lead is neither won nor lost. */
  overdue: z.boolean(),
  created_at: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** Body of PATCH /api/admin/messages/{id}: what staff change of a lead, each change kept in its history. */
export const leadUpdateSchema = z
  .object({
    stage: z.enum(LEAD_STAGES, { error: 'invalid_value' }).optional(),
    assignee_id: idSchema.nullable().optional(),
    follow_up_on: daySchema.nullable().optional(),
  })
  .strict();
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

/** Body of POST /api/admin/messages/{id}/notes. */
export const leadNoteSchema = z
  .object({
    body: z
      .string({ error: 'message_required' })
      .trim()
      .min(1, { error: 'message_required' })
      .max(5000, { error: 'too_long' }),
  })
  .strict();

/** Body of POST /api/admin/messages/{id}/replies: the mail as staff finished it (a template filled, then edited). */
export const leadReplySchema = z
  .object({
    subject: z
      .string({ error: 'subject_required' })
      .trim()
      .min(1, { error: 'subject_required' })
      .max(200, { error: 'too_long' }),
    body: z
      .string({ error: 'message_required' })
      .trim()
      .min(1, { error: 'message_required' })
      .max(10_000, { error: 'too_long' }),
  })
  .strict();
export type LeadReply = z.input<typeof leadReplySchema>;

/**
 * Body of POST /api/admin/messages: a lead staff record themselves (a WhatsApp chat, a call, a
 * candidate or a client worth following), reached by email or phone.
 */
export const leadCreationSchema = contactSubmissionSchema
  .pick({ name: true, message: true, company: true, service_type: true })
  .extend({
    email: optionalText(254).pipe(z.email({ error: 'email_invalid' }).optional()),
    phone: contactSubmissionSchema.shape.phone,
    source: z.enum(LEAD_SOURCES, { error: 'invalid_value' }),
    language: z.enum(['fr', 'en'], { error: 'invalid_value' }).default('fr'),
  })
  .strict()
  .refine((lead) => lead.email !== undefined || lead.phone !== undefined, {
    path: ['phone'],
    error: 'email_or_phone_required',
  });
export type LeadCreation = z.input<typeof leadCreationSchema>;

export const leadEventSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_EVENT_KINDS),
  author: z.string().nullable(),
  body: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  created_at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** GET /api/admin/messages/{id}/history: newest first. */
export const leadHistorySchema = z.array(leadEventSchema);

/** GET /api/admin/messages/assignees: the active staff a lead can be given to. */
export const assigneesSchema = z.array(staffMemberSchema);

/** A lead's screen in the back office, in a language (links in staff's mails). */
export const leadAdminPath = (id: number, language: Language) =>
  `/admin/messages?message=${id}${language === 'en' ? '&lang=en' : ''}`;
