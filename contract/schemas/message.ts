import { z } from 'zod';
import { paginationQuerySchema, searchQuerySchema } from './common.ts';

export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const adminMessageListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'invalid_value' }).optional(),
  search: searchQuerySchema,
});

export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  service_type: string | null;
  preferred_contact_method: string;
  language: string;
  status: MessageStatus;
  read_at: string | null;
  created_at: string;
}
