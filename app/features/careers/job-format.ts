import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { dateTimeFormat } from '#contract/intl-formats.ts';

/** A mailto link with its subject encoded, so titles with accents, colons or ampersands survive. */
export function applicationMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** A YYYY-MM-DD day in the language's date format (DD/MM/YYYY or MM/DD/YYYY), the same on server and browser. */
export function formatClosingDate(day: string, language: Language): string {
  return dateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
