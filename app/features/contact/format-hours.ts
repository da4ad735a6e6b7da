import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { dateTimeFormat } from '#contract/intl-formats.ts';

/** "08:00" -> "8h" in French (as the spec writes hours), "8 AM" in English. */
export function formatHour(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language === 'fr') return minutes === 0 ? `${hours}h` : `${hours}h${String(minutes).padStart(2, '0')}`;
  return dateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, {
    hour: 'numeric',
    minute: minutes === 0 ? undefined : '2-digit',
    timeZone: 'UTC',
  })
    .format(Date.UTC(2000, 0, 1, hours, minutes))
    .replace(/\s/g, ' '); // ICU versions differ on the space before AM/PM: keep server and browser identical.
}
