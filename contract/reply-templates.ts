import { z } from 'zod';
import type { Language } from './languages.ts';
import { bothLanguagesText } from './localized.ts';
import { recordIdSchema, refineUniqueIds } from './record-ids.ts';

const replyTemplateSchema = z
  .object({
    id: recordIdSchema,
    /** What staff pick in the reply composer. */
    title: bothLanguagesText(80),
    subject: bothLanguagesText(200),
    /** The mail's text; {name} and {service} are replaced by the lead's. */
    body: bothLanguagesText(5000),
  })
  .strict();
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** Body of PUT /api/admin/reply-templates and the answer of GET: every template, saved whole. */
export const replyTemplatesSchema = z
  .object({ templates: z.array(replyTemplateSchema).max(30, { error: 'too_long' }) })
  .strict()
  .superRefine(refineUniqueIds('templates', 'reply_template_id_taken'));
export type ReplyTemplatesInput = z.input<typeof replyTemplatesSchema>;
export type ReplyTemplates = z.output<typeof replyTemplatesSchema>;

/** What {service} reads when the lead chose no service. */
const NO_SERVICE: Record<Language, string> = { fr: 'votre demande', en: 'your request' };

/** The lead's values a template names. */
export interface ReplyPlaceholders {
  name: string;
  /** The service the lead asked about, in the lead's words; none: a general request. */
  service: string | null;
}

/** A template in the lead's language with its placeholders filled: the reply staff then edit and send. */
export function fillReplyTemplate(
  template: ReplyTemplate,
  lead: ReplyPlaceholders,
  language: Language,
): { subject: string; body: string } {
  const values: Record<string, string> = { name: lead.name, service: lead.service ?? NO_SERVICE[language] };
  const fill = (text: string) => text.replace(/\{(name|service)\}/g, (_, key: string) => values[key] ?? '');
  return { subject: fill(template.subject[language]), body: fill(template.body[language]) };
}
