import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import { type OfferedDestination, type StudyAbroadSettings, studyAbroadSchema } from '#contract/study-abroad.ts';
import type { Db } from '../../db/client.ts';
import { createSettingsRepository } from '../settings/repository.ts';

/** The checklists live in the settings table, under one key: a few destinations, saved whole. */
export const STUDY_ABROAD_KEY = 'study_abroad';

export function createStudyAbroadRepository(db: Db) {
  const settings = createSettingsRepository(db);
  const read = async (): Promise<StudyAbroadSettings> =>
    studyAbroadSchema.parse((await settings.get(STUDY_ABROAD_KEY)) ?? { destinations: [] });
  return {
    read,
    async save(value: StudyAbroadSettings): Promise<StudyAbroadSettings> {
      await settings.put(STUDY_ABROAD_KEY, value);
      return value;
    },
    /** The active destinations, in the page's language. */
    async offered(language: Language): Promise<OfferedDestination[]> {
      return (await read()).destinations
        .filter((destination) => destination.active)
        .map(({ id, country, items }) => ({
          id,
          country: pickLanguage(country, language),
          items: items.map((item) => ({
            kind: item.kind,
            title: pickLanguage(item.title, language),
            details: pickLanguage(item.details, language),
          })),
        }));
    },
  };
}

export type StudyAbroadRepository = ReturnType<typeof createStudyAbroadRepository>;
