import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { leadReplySchema } from '#contract/schemas/message.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, leadEvents } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import type { Actor, Leads } from './leads.ts';

interface Dependencies {
  db: Db;
  leads: Leads;
  settings: SettingsRepository;
  outboxIn: (db: Db) => MailOutbox;
  /** Called once the reply is committed (wakes the mail sender). */
  onQueued?: () => void;
}

/**
 * Staff's answer to a lead: queued in the outbox (SMTP when configured, kept and retried otherwise),
 * kept in the lead's history with the outbox's id, in one transaction. A new lead becomes contacted.
 */
export function createLeadReplies({ db, leads, settings, outboxIn, onQueued }: Dependencies) {
  return {
    async send(id: number, reply: z.output<typeof leadReplySchema>, actor: Actor, language: Language) {
      const lead = await leads.find(id);
      if (!lead.email) {
        // A lead recorded from WhatsApp or a call may have no address: answer it there.
        throw new HttpError(422, 'validation_failed', { email: [VALIDATION_MESSAGES.email_required[language]] });
      }
      const to = lead.email;
      const { contact } = await settings.getSiteSettings();
      await db.transaction(async (tx) => {
        const mail = await outboxIn(tx as unknown as Db).enqueue({
          kind: 'lead-reply',
          to,
          replyTo: contact.email,
          subject: reply.subject,
          text: reply.body,
        });
        const by = { messageId: id, authorId: actor.id, authorName: actor.name };
        // Answering a new lead is contacting it; the reply is then the newest line of its history.
        if (lead.stage === 'new') {
          await tx.update(contactMessages).set({ stage: 'contacted' }).where(eq(contactMessages.id, id));
          await tx.insert(leadEvents).values({ ...by, kind: 'stage', details: { from: 'new', to: 'contacted' } });
        }
        await tx.insert(leadEvents).values({
          ...by,
          kind: 'reply',
          body: reply.body,
          details: { subject: reply.subject, to, outbox_id: mail?.id ?? null },
        });
      });
      onQueued?.();
      return leads.find(id);
    },
  };
}

export type LeadReplies = ReturnType<typeof createLeadReplies>;
