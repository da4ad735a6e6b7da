import { z } from 'zod';
import { optionalText } from './common.ts';

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;

/** Body of POST /api/contact (spec section 3, contact submission payload). */
export const contactSubmissionSchema = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(200, { error: 'too_long' }),
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    subject: z
      .string({ error: 'subject_required' })
      .trim()
      .min(1, { error: 'subject_required' })
      .max(200, { error: 'too_long' }),
    message: z
      .string({ error: 'message_required' })
      .trim()
      .min(1, { error: 'message_required' })
      .max(5000, { error: 'too_long' }),
    phone: optionalText(40).pipe(
      z
        .string()
        .regex(/^[+0-9 ().-]{6,40}$/, { error: 'invalid_phone' })
        .optional(),
    ),
    company: optionalText(200),
    service_type: optionalText(100),
    preferred_contact_method: z.enum(PREFERRED_CONTACT_METHODS, { error: 'invalid_value' }).default('email'),
  })
  .strict();

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;
export type ValidContactSubmission = z.output<typeof contactSubmissionSchema>;

/** State of the contact form on the page (spec section 3). */
export interface ContactFormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  newsletter: boolean;
}
