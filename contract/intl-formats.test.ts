import { describe, expect, it } from 'vitest';
import { formatWholeNumber, numberFormat } from './intl-formats.ts';
import { LANGUAGE_OPTIONS, SUPPORTED_LANGUAGES } from './languages.ts';

describe('formatWholeNumber', () => {
  const values = [0, 7, 42, 999, 1000, 1500, 9999, 10000, 123456, 1000000, 25000000, 1234567890, -1500];

  it.each(SUPPORTED_LANGUAGES)('writes whole numbers as Intl does in %s', (language) => {
    const intl = numberFormat(LANGUAGE_OPTIONS[language].numberFormat);
    for (const value of values) expect(formatWholeNumber(value, language)).toBe(intl.format(value));
  });

  it('groups thousands with a narrow no-break space in French and a comma in English', () => {
    expect(formatWholeNumber(1500, 'fr')).toBe('1\u202f500');
    expect(formatWholeNumber(1500, 'en')).toBe('1,500');
  });
});
