import { and, asc, eq, lte, notExists, notInArray, sql } from 'drizzle-orm';
import { CLOSED_LEAD_STAGES } from '#contract/schemas/message.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, followUpReminders, users } from '../../db/schema.ts';
import { lastTimeOfDay, type TimeOfDay } from '../../lib/time-of-day.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import { followUpReminderMail, type RemindedLead } from './follow-up-reminder-mail.ts';
import { today } from './leads.ts';

/** When staff get the day's reminders unless FOLLOW_UP_REMINDERS_AT says otherwise: the start of a Conakry working day. */
export const DEFAULT_REMINDER_TIME: TimeOfDay = { hour: 7, minute: 0 };

interface Dependencies {
  db: Db;
  outboxIn: (db: Db) => MailOutbox;
  /** The site's address, which the links to the back office start with. */
  publicUrl: string;
  /** The time of day (GMT, Conakry's) from which the day's reminders go; null: never. */
  at: TimeOfDay | null;
  /** Called when mail was queued, to send it at once. */
  onQueued: () => void;
  now?: () => Date;
}

/**
 * One mail a day to each member of staff with follow-ups: the open leads assigned to them whose
 * follow-up day is today or has passed (ADR 0055). Each (day, person) is claimed once in the
 * database with the mail it queues, so several instances, or a check run twice, send one.
 */
export function createFollowUpReminders({
  db,
  outboxIn,
  publicUrl,
  at,
  onQueued,
  now = () => new Date(),
}: Dependencies) {
  const adminOrigin = new URL(publicUrl).origin;

  /** Sends the reminders due now that no instance has sent yet; how many mails were queued. */
  async function sendDue(): Promise<number> {
    if (!at) return 0;
    const moment = now();
    const day = today(moment);
    // Before today's time, the last one passed is yesterday's: today's reminders wait.
    if (today(lastTimeOfDay(moment, at)) !== day) return 0;

    const rows = await db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        subject: contactMessages.subject,
        followUpOn: contactMessages.followUpOn,
        assigneeId: users.id,
        assigneeName: users.name,
        assigneeEmail: users.email,
        assigneeLanguage: users.language,
      })
      .from(contactMessages)
      .innerJoin(users, eq(users.id, contactMessages.assigneeId))
      .where(
        and(
          lte(contactMessages.followUpOn, day),
          notInArray(contactMessages.stage, [...CLOSED_LEAD_STAGES]),
          eq(users.active, true),
          notExists(
            db
              .select({ one: sql`1` })
              .from(followUpReminders)
              .where(and(eq(followUpReminders.day, day), eq(followUpReminders.userId, users.id))),
          ),
        ),
      )
      .orderBy(asc(users.id), asc(contactMessages.followUpOn), asc(contactMessages.id));

    const byAssignee = new Map<number, typeof rows>();
    for (const row of rows) byAssignee.set(row.assigneeId, [...(byAssignee.get(row.assigneeId) ?? []), row]);
    let queued = 0;
    for (const [userId, leads] of byAssignee) {
      const [first] = leads;
      if (!first) continue;
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(followUpReminders)
          .values({ day, userId, leadIds: leads.map((lead) => lead.id) })
          .onConflictDoNothing()
          .returning();
        // Another instance sent this one.
        if (!claimed) return false;
        const mail = followUpReminderMail(
          { name: first.assigneeName, language: first.assigneeLanguage },
          leads.map((lead): RemindedLead => ({ ...lead, followUpOn: lead.followUpOn! })),
          { day, adminOrigin },
        );
        const row = await outboxIn(tx as unknown as Db).enqueue({
          kind: 'follow-up-reminder',
          to: first.assigneeEmail,
          ...mail,
        });
        await tx
          .update(followUpReminders)
          .set({ mailId: row?.id ?? null })
          .where(and(eq(followUpReminders.day, day), eq(followUpReminders.userId, userId)));
        return true;
      });
      if (sent) queued += 1;
    }
    if (queued > 0) onQueued();
    return queued;
  }

  return { sendDue };
}

export type FollowUpReminders = ReturnType<typeof createFollowUpReminders>;
