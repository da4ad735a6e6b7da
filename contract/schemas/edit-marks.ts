import { z } from 'zod';

/** Minutes without a heartbeat after which an editing mark counts as gone (ADR 0038). */
export const EDIT_MARK_TTL_MINUTES = 5;
/** How often an active holder's form says it is still there. */
export const EDIT_MARK_HEARTBEAT_MS = 60_000;

/** The body of a claim or heartbeat: `take_over` takes the mark from whoever holds it. */
export const editMarkClaimSchema = z.object({ take_over: z.boolean().default(false) });

const personSchema = z.object({ id: z.number(), name: z.string() });

/**
 * Who has an item open in an edit form: `held` when it is the caller; `taken_over` when the caller
 * held it and someone took it over (who, when), for the first editor to be told.
 */
export const editMarkSchema = z.object({
  held: z.boolean(),
  holder: personSchema,
  since: z.string(),
  taken_over: z.object({ by: personSchema, at: z.string() }).nullable(),
});

export const editMarkReleaseSchema = z.object({ released: z.boolean() });

export type EditMark = z.infer<typeof editMarkSchema>;
