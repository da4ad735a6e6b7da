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
