import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, getTableColumns, ilike, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { subjectIn } from '#contract/contact-subject.ts';
import type { Language } from '#contract/languages.ts';
import {
  type AdminMessage,
  type AdminMessageFilters,
  CLOSED_LEAD_STAGES,
  LEAD_STAGES,
  type LeadEvent,
  type MessageStatus,
  type leadCreationSchema,
  type leadUpdateSchema,
  type StaffMember,
} from '#contract/schemas/message.ts';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, leadEvents, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { likePattern, pageOf } from '../../lib/sql-helpers.ts';

type MessageRow = typeof contactMessages.$inferSelect;
type LeadRow = MessageRow & { assigneeName: string | null };

/** The staff member acting: their id, and their name kept with what they wrote. */
export interface Actor {
  id: number;
  name: string;
}

/** The signed-in staff member (the guard ran before): who acted, in the lead's history. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.auth!.user;
  return { id: user.id, name: user.name };
}

/** What reading, marking unread and archiving set on a message. */
const TRANSITIONS = {
  read: (row: { readAt: Date | null }) => ({ status: 'read' as MessageStatus, readAt: row.readAt ?? new Date() }),
  unread: () => ({ status: 'new' as MessageStatus, readAt: null }),
  archive: () => ({ status: 'archived' as MessageStatus }),
} satisfies Record<string, (row: { readAt: Date | null }) => Partial<typeof contactMessages.$inferInsert>>;

export type MessageTransition = keyof typeof TRANSITIONS;
export const MESSAGE_TRANSITIONS = Object.keys(TRANSITIONS) as MessageTransition[];

/** The order of the inbox: unread first, then newest. */
const inboxOrder = [
  sql`(${contactMessages.status} = 'new') desc`,
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
];

/** Today in Conakry (UTC, no summer time), `YYYY-MM-DD`: a follow-up dated before it is overdue. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The leads whose follow-up date has passed and that are neither won nor lost. */
export function overdueLeads(day = today()): SQL {
  return and(lt(contactMessages.followUpOn, day), notInArray(contactMessages.stage, [...CLOSED_LEAD_STAGES]))!;
}

/** A lead as staff read it; a message sent without a chosen service is titled in their language. */
export function toAdminMessage(row: LeadRow, language: Language, day = today()): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: subjectIn(row.subject, language),
    message: row.message,
    service_type: row.serviceType,
    service: row.serviceType ? row.subject : null,
    preferred_contact_method: row.preferredContactMethod,
    language: row.language,
    status: row.status,
    read_at: row.readAt?.toISOString() ?? null,
    stage: row.stage,
    source: row.source,
    assignee:
      row.assigneeId !== null && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    follow_up_on: row.followUpOn,
    overdue: row.followUpOn !== null && row.followUpOn < day && !CLOSED_LEAD_STAGES.includes(row.stage),
    created_at: row.createdAt.toISOString(),
  };
}

/** The leads the inbox's filters keep, matching a search in their sender, subject or text. */
export function leadFilter(query: AdminMessageFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.stage) conditions.push(eq(contactMessages.stage, query.stage));
  if (query.source) conditions.push(eq(contactMessages.source, query.source));
  if (query.assignee === 'none') conditions.push(isNull(contactMessages.assigneeId));
  else if (query.assignee !== undefined) conditions.push(eq(contactMessages.assigneeId, Number(query.assignee)));
  if (query.overdue) conditions.push(overdueLeads());
  if (query.search) {
    const term = likePattern(query.search);
    conditions.push(
      or(
        ilike(contactMessages.name, term),
        ilike(contactMessages.email, term),
        ilike(contactMessages.phone, term),
        ilike(contactMessages.company, term),
        ilike(contactMessages.subject, term),
        ilike(contactMessages.message, term),
      ),
    );
  }
  return and(...conditions);
}

type LeadChange = z.output<typeof leadUpdateSchema>;

/** The leads of the inbox and what staff do to them, each change kept in the lead's history. */
export function createLeads(db: Db) {
  const leadColumns = { ...getTableColumns(contactMessages), assigneeName: users.name };
  const selectLeads = () =>
    db.select(leadColumns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.assigneeId));

  async function find(id: number): Promise<LeadRow> {
    const [row] = await selectLeads().where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** An active staff member, or a 422 on the field: a lead is never given to someone who cannot sign in. */
  async function activeStaff(id: number, language: Language): Promise<StaffMember> {
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, id), eq(users.active, true)));
    if (!user)
      throw new HttpError(422, 'validation_failed', { assignee_id: [VALIDATION_MESSAGES.invalid_value[language]] });
    return user;
  }

  return {
    find,

    /** A page of the inbox with its filters, how many match, and how many are unread in all. */
    async inbox(filters: AdminMessageFilters, page: number, perPage: number) {
      const where = leadFilter(filters);
      const [{ rows, total }, [unread]] = await Promise.all([
        pageOf(
          selectLeads()
            .where(where)
            .orderBy(...inboxOrder)
            .$dynamic(),
          db.select({ value: count() }).from(contactMessages).where(where),
          page,
          perPage,
        ),
        db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
      ]);
      return { rows, total, unread: unread?.value ?? 0 };
    },

    /** Every lead the inbox shows with these filters, in its order (the export). */
    matching: (filters: AdminMessageFilters) =>
      selectLeads()
        .where(leadFilter(filters))
        .orderBy(...inboxOrder),

    /** The newest leads. */
    recent: (limit: number) => selectLeads().orderBy(desc(contactMessages.createdAt)).limit(limit),

    /** Reads, marks unread or archives a message. */
    async transition(id: number, name: MessageTransition): Promise<LeadRow> {
      const current = await find(id);
      await db.update(contactMessages).set(TRANSITIONS[name](current)).where(eq(contactMessages.id, current.id));
      return find(current.id);
    },

    async remove(id: number): Promise<{ id: number }> {
      const [row] = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      if (!row) throw notFound();
      return row;
    },

    /** Active staff, by name: whom a lead can be given to. */
    assignees: (): Promise<StaffMember[]> =>
      db.select({ id: users.id, name: users.name }).from(users).where(eq(users.active, true)).orderBy(users.name),

    /** Changes a lead's stage, assignee or follow-up date; each actual change is written to its history. */
    async update(id: number, change: LeadChange, actor: Actor, language: Language): Promise<LeadRow> {
      const current = await find(id);
      const values: Partial<MessageRow> = {};
      const events: (typeof leadEvents.$inferInsert)[] = [];
      const event = (kind: 'stage' | 'assignee' | 'follow_up', from: string | null, to: string | null) =>
        events.push({ messageId: id, kind, authorId: actor.id, authorName: actor.name, details: { from, to } });

      if (change.stage !== undefined && change.stage !== current.stage) {
        values.stage = change.stage;
        event('stage', current.stage, change.stage);
      }
      if (change.assignee_id !== undefined && change.assignee_id !== current.assigneeId) {
        const assignee = change.assignee_id === null ? null : await activeStaff(change.assignee_id, language);
        values.assigneeId = assignee?.id ?? null;
        event('assignee', current.assigneeName, assignee?.name ?? null);
      }
      if (change.follow_up_on !== undefined && change.follow_up_on !== current.followUpOn) {
        values.followUpOn = change.follow_up_on;
        event('follow_up', current.followUpOn, change.follow_up_on);
      }
      if (events.length === 0) return current;
      await db.transaction(async (tx) => {
        await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id));
        await tx.insert(leadEvents).values(events);
      });
      return find(id);
    },

    async addNote(id: number, body: string, actor: Actor) {
      await find(id);
      const [row] = await db
        .insert(leadEvents)
        .values({ messageId: id, kind: 'note', body, authorId: actor.id, authorName: actor.name })
        .returning();
      return row!;
    },

    /** A lead staff record themselves, with its first history line naming them. */
    async create(lead: z.output<typeof leadCreationSchema>, actor: Actor, subject: string): Promise<LeadRow> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: lead.name,
            email: lead.email ?? null,
            phone: lead.phone ?? null,
            company: lead.company ?? null,
            subject,
            message: lead.message,
            serviceType: lead.service_type ?? null,
            preferredContactMethod: lead.source === 'whatsapp' ? 'whatsapp' : lead.email ? 'email' : 'phone',
            language: lead.language,
            source: lead.source,
            // Staff wrote it: there is nothing left to read.
            status: 'read',
            readAt: new Date(),
          })
          .returning({ id: contactMessages.id });
        await tx
          .insert(leadEvents)
          .values({ messageId: row!.id, kind: 'created', authorId: actor.id, authorName: actor.name });
        return row!.id;
      });
      return find(id);
    },

    /** Newest first, with each author's name as it was. */
    async history(id: number): Promise<LeadEvent[]> {
      await find(id);
      const rows = await db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.messageId, id))
        .orderBy(sql`${leadEvents.createdAt} desc`, sql`${leadEvents.id} desc`);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        author: row.authorName,
        body: row.body,
        details: row.details,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** The pipeline at a glance: leads per stage (every stage, in order), and the overdue ones, oldest date first. */
    async pipeline(limit: number, now = new Date()) {
      const day = today(now);
      const [perStage, overdue, [overdueCount]] = await Promise.all([
        db
          .select({ stage: contactMessages.stage, count: count() })
          .from(contactMessages)
          .groupBy(contactMessages.stage),
        selectLeads().where(overdueLeads(day)).orderBy(contactMessages.followUpOn, contactMessages.id).limit(limit),
        db.select({ count: count() }).from(contactMessages).where(overdueLeads(day)),
      ]);
      const counts = new Map(perStage.map((row) => [row.stage, row.count]));
      return {
        perStage: LEAD_STAGES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 })),
        overdue,
        overdueCount: overdueCount?.count ?? 0,
      };
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
