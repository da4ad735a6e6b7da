import { type Language, LANGUAGE_OPTIONS } from './languages.ts';

/**
 * Intl formatters made once per locale and options: making one costs far more than formatting with it
 * (tens of microseconds), and a page formats dozens of numbers and dates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function remembered<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return remembered(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return remembered(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** A calendar date ("2025-09-15") as a long date in a language, the same on server and browser. */
export function formatLongDate(value: string, language: Language): string {
  return dateTimeFormat(LANGUAGE_OPTIONS[language].numberFormat, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  );
}

/**
 * How each language groups the thousands of a whole number, as Intl does (intl-formats.test.ts holds
 * them to it): French with a narrow no-break space, English with a comma.
 */
const THOUSANDS_SEPARATORS: Record<Language, string> = { fr: '\u202f', en: ',' };

/**
 * A whole number as Intl.NumberFormat writes it in a language, without Intl: in a fresh browser the
 * first formatter loads the locale's data, a task of 60-70 ms on a modest machine, four times that on
 * a phone. The home page's counters count in the browser with this.
 */
export function formatWholeNumber(value: number, language: Language): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATORS[language]);
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
