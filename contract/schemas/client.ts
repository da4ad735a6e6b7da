import type { z } from 'zod';
import { clientsKind } from '../content-kinds/clients.ts';

/** An active client reference as the public API returns it, in the visitor's language. */
export type PublicClient = z.infer<typeof clientsKind.schemas.publicAnswer>;

/** Body of POST and PUT /api/admin/clients (the declaration in content-kinds/clients.ts). */
export const clientInputSchema = clientsKind.schemas.input;
export type ClientInput = z.input<typeof clientInputSchema>;

export const ADMIN_CLIENT_SORTS = clientsKind.list.sorts;
export const adminClientListQuerySchema = clientsKind.schemas.listQuery;

/** A client reference as the admin API returns it, inactive ones included: both languages. */
export type AdminClient = z.infer<typeof clientsKind.schemas.answer>;
export type ClientStats = z.infer<typeof clientsKind.schemas.stats>;
