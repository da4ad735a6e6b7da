import { subjectIn } from '#contract/contact-subject.ts';
import type { Language } from '#contract/languages.ts';
import type { ValidContactSubmission } from '#contract/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import { acknowledgementWithheldNote } from '../../mail/visitor-mail.ts';
import { PUBLIC_FORM_LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SettingsRepository } from '../settings/repository.ts';
import { contactAcknowledgement } from './acknowledgement.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The visitor behind a public form: the language they read and the address the rate limit counts. */
export interface FormVisitor {
  language: Language;
  ip: string;
}

/** What the public forms need of the mail outbox: queueing mails inside their transaction. */
export type QueueMailIn = (db: Db) => Pick<MailOutbox, 'enqueue' | 'enqueueToVisitor'>;

interface Dependencies {
  db: Db;
  settings: SettingsRepository;
  rateLimiter: RateLimiter;
  outboxIn: QueueMailIn;
  /** Called once a message and its mails are committed (wakes the mail sender). */
  onQueued?: () => void;
  /** The site's origin (PUBLIC_URL), named in the visitor's acknowledgement. */
  publicOrigin: string;
}

/** The staff's mail, in French: the whole message, and whether the visitor's acknowledgement left. */
export function contactNotification(message: ValidContactSubmission, id: number, acknowledged: boolean) {
  const lines = [
    `Nouveau message #${id} reçu depuis le site`,
    acknowledgementWithheldNote(acknowledged),
    '',
    `Nom : ${message.name}`,
    `Email : ${message.email}`,
    message.phone ? `Téléphone : ${message.phone}` : null,
    message.company ? `Entreprise : ${message.company}` : null,
    `Sujet : ${subjectIn(message.subject, 'fr')}`,
    message.service_type ? `Type de service : ${message.service_type}` : null,
    `Contact préféré : ${message.preferred_contact_method}`,
    '',
    message.message,
  ];
  return {
    subject: `[Contact] ${subjectIn(message.subject, 'fr')} : ${message.name}`,
    text: lines.filter((line) => line !== null).join('\n'),
  };
}

/**
 * A visitor's message, from the API or the page without JavaScript alike: stored with the staff's
 * notification and the visitor's acknowledgement (unless their mailbox had its share today), both
 * queued in the outbox (retried until sent).
 */
export function createContactService({ db, settings, rateLimiter, outboxIn, onQueued, publicOrigin }: Dependencies) {
  async function store(message: ValidContactSubmission, context: FormVisitor) {
    const site = await settings.getSiteSettings();
    const companyEmail = site.contact.email;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          company: message.company ?? null,
          subject: message.subject,
          message: message.message,
          serviceType: message.service_type ?? null,
          preferredContactMethod: message.preferred_contact_method,
          language: context.language,
          ip: context.ip,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact insert returned nothing');
      const outbox = outboxIn(tx as unknown as Db);
      const acknowledgement = contactAcknowledgement(message.name, context.language, {
        name: site.company.name,
        phone: site.contact.phone,
        whatsapp: site.contact.whatsapp,
        site: `${publicOrigin}${localizedPath('/', context.language)}`,
      });
      const acknowledged = await outbox.enqueueToVisitor({
        kind: 'contact-acknowledgement',
        to: message.email,
        replyTo: companyEmail,
        ...acknowledgement,
      });
      const notification = contactNotification(message, row.id, acknowledged !== null);
      await outbox.enqueue({ kind: 'contact-notification', to: companyEmail, replyTo: message.email, ...notification });
      return { id: row.id };
    });
  }

  return {
    /** Counts the visitor's address (429 over the limit), stores the message with its notification, then wakes the mail. */
    async submit(message: ValidContactSubmission, visitor: FormVisitor) {
      await rateLimiter.enforce(`contact:${visitor.ip}`, PUBLIC_FORM_LIMITS.contact);
      const created = await store(message, visitor);
      onQueued?.();
      return created;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
