import { z } from 'zod';
import { paginationQuerySchema, searchQuerySchema } from './common.ts';

export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const adminMessageListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'invalid_value' }).optional(),
  search: searchQuerySchema,
});

/** A contact message as the admin API answers it. */
export const adminMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  service_type: z.string().nullable(),
  preferred_contact_method: z.string(),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
