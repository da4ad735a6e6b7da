import type { ChecklistItemKind, StudyAbroadInput, StudyAbroadSettings } from '#contract/study-abroad.ts';

type FormText = { fr: string; en: string };
export interface ChecklistItemValues {
  kind: ChecklistItemKind;
  title: FormText;
  details: FormText;
}
export interface DestinationValues {
  id: string;
  country: FormText;
  active: boolean;
  items: ChecklistItemValues[];
}
export interface StudyAbroadFormValues {
  destinations: DestinationValues[];
}

const text = (value: { fr: string; en?: string | undefined }): FormText => ({ fr: value.fr, en: value.en ?? '' });

export const newChecklistItem = (kind: ChecklistItemKind): ChecklistItemValues => ({
  kind,
  title: { fr: '', en: '' },
  details: { fr: '', en: '' },
});
export const newDestination = (): DestinationValues => ({
  id: '',
  country: { fr: '', en: '' },
  active: true,
  items: [newChecklistItem('step')],
});

export function toFormValues(settings: StudyAbroadSettings): StudyAbroadFormValues {
  return {
    destinations: settings.destinations.map((destination) => ({
      ...destination,
      country: text(destination.country),
      items: destination.items.map((item) => ({ ...item, title: text(item.title), details: text(item.details) })),
    })),
  };
}

/** The schema turns an empty English text into none; ids are trimmed. */
export const toStudyAbroadInput = (values: StudyAbroadFormValues): StudyAbroadInput => ({
  destinations: values.destinations.map((destination) => ({ ...destination, id: destination.id.trim() })),
});
