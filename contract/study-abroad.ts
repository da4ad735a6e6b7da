import { z } from 'zod';
import { localizedText } from './localized.ts';
import { recordIdSchema, refineUniqueIds } from './record-ids.ts';

/** The service whose page shows the checklist (its French slug, which the public answer gives). */
export const STUDY_ABROAD_SERVICE_SLUG = 'study-abroad';

/** A step to take, or a document to gather. */
export const CHECKLIST_ITEM_KINDS = ['step', 'document'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

const checklistItemSchema = z
  .object({
    kind: z.enum(CHECKLIST_ITEM_KINDS, { error: 'invalid_value' }),
    title: localizedText(160),
    /** A short explanation: where to get it, how long it takes. */
    details: localizedText(600),
  })
  .strict();

export const destinationInputSchema = z
  .object({
    id: recordIdSchema,
    country: localizedText(80),
    active: z.boolean({ error: 'invalid_value' }),
    items: z.array(checklistItemSchema).min(1, { error: 'checklist_items_required' }).max(40, { error: 'too_long' }),
  })
  .strict();

/** Body of PUT /api/admin/study-abroad, and its answer: every destination, saved whole. */
export const studyAbroadSchema = z
  .object({ destinations: z.array(destinationInputSchema).max(20, { error: 'too_long' }) })
  .strict()
  .superRefine(refineUniqueIds('destinations', 'destination_id_taken'));
export type StudyAbroadInput = z.input<typeof studyAbroadSchema>;
export type StudyAbroadSettings = z.output<typeof studyAbroadSchema>;

const storedText = z.object({ fr: z.string(), en: z.string().optional() });

/** GET and PUT /api/admin/study-abroad answer every destination, as stored. */
export const studyAbroadAnswerSchema = z.object({
  destinations: z.array(
    z.object({
      id: z.string(),
      country: storedText,
      active: z.boolean(),
      items: z.array(z.object({ kind: z.enum(CHECKLIST_ITEM_KINDS), title: storedText, details: storedText })),
    }),
  ),
});

/** A destination a visitor can pick, in the page's language. */
export interface OfferedDestination {
  id: string;
  country: string;
  items: { kind: ChecklistItemKind; title: string; details: string }[];
}
