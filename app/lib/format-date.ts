import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { dateTimeFormat } from '#contract/intl-formats.ts';

// Also the server's mails and PDFs: it lives with the other formatters shared by both.
export { formatLongDate } from '#contract/intl-formats.ts';

/**
 * A moment ("2026-03-02T09:15:00Z") as a short date and time in the staff member's language, on
 * their own clock unless another time zone is named (the company's, for scheduled publications).
 */
export function formatDateTime(value: string, language: Language, timeZone?: string): string {
  return dateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(value));
}

/** A moment as a time of day ("10:42") in the staff member's language, on the clock named or their own. */
export function formatTime(value: string, language: Language, timeZone?: string): string {
  return dateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, { timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}
