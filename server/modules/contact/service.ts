import type { Language } from '#contract/languages.ts';
import type { ValidContactSubmission } from '#contract/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { createMailOutbox } from '../../mail/outbox.ts';
import type { SettingsRepository } from '../settings/repository.ts';

export function contactNotification(message: ValidContactSubmission, id: number) {
  const lines = [
    `Nouveau message #${id} reçu depuis le site`,
    '',
    `Nom : ${message.name}`,
    `Email : ${message.email}`,
    message.phone ? `Téléphone : ${message.phone}` : null,
    message.company ? `Entreprise : ${message.company}` : null,
    `Sujet : ${message.subject}`,
    message.service_type ? `Type de service : ${message.service_type}` : null,
    `Contact préféré : ${message.preferred_contact_method}`,
    '',
    message.message,
  ];
  return {
    subject: `[Contact] ${message.subject} : ${message.name}`,
    text: lines.filter((line) => line !== null).join('\n'),
  };
}

/** Stores a visitor's message and queues the staff notification in the same transaction. */
export function createContactService(db: Db, settings: SettingsRepository) {
  return {
    async submit(message: ValidContactSubmission, context: { language: Language; ip: string }) {
      const companyEmail = (await settings.getSiteSettings()).contact.email;
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
        const notification = contactNotification(message, row.id);
        await createMailOutbox(tx as unknown as Db).enqueue({
          kind: 'contact-notification',
          to: companyEmail,
          replyTo: message.email,
          ...notification,
        });
        return { id: row.id };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
