import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';

/** A calendar date ("2025-09-15") as a long date in the visitor's language, the same on server and browser. */
export function formatLongDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(value));
}
