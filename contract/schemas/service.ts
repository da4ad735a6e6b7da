import { servicesKind } from '../content-kinds/services.ts';
import type { z } from 'zod';

export interface ServiceProcessStep {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** A service as the public API returns it, in the visitor's language. */
export type PublicService = z.infer<typeof servicesKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/{name}, from the declaration in content-kinds/services.ts. */
export const serviceInputSchema = servicesKind.schemas.input;
export type ServiceInput = z.input<typeof serviceInputSchema>;
export const ADMIN_SERVICE_SORTS = servicesKind.list.sorts;
export const adminServiceListQuerySchema = servicesKind.schemas.listQuery;
/** One item as the admin API returns it: both languages. */
export type AdminService = z.infer<typeof servicesKind.schemas.answer>;
export type ServiceStats = z.infer<typeof servicesKind.schemas.stats>;
