import { z } from 'zod';
import type { Language } from './languages.ts';

/** Every text an editor writes: French required, English optional (an empty one falls back to French). */
export function localizedText(maxLength: number) {
  return z
    .object(
      {
        fr: z
          .string({ error: 'french_required' })
          .trim()
          .min(1, { error: 'french_required' })
          .max(maxLength, { error: 'too_long' }),
        en: z
          .string({ error: 'invalid_value' })
          .trim()
          .max(maxLength, { error: 'too_long' })
          .optional()
          .transform((value) => (value === '' ? undefined : value)),
      },
      { error: 'french_required' },
    )
    .strict();
}

export const localizedTextSchema = localizedText(5000);

/** A text sent to a visitor in their own language (a reply, a quote's conditions): neither may be missing. */
export function bothLanguagesText(maxLength: number) {
  const text = (error: string) => z.string({ error }).trim().min(1, { error }).max(maxLength, { error: 'too_long' });
  return z.object({ fr: text('french_required'), en: text('english_required') }, { error: 'french_required' }).strict();
}
export interface LocalizedText {
  fr: string;
  en?: string | undefined;
}

export function pickLanguage(text: LocalizedText, language: Language): string;
export function pickLanguage(text: LocalizedText | null | undefined, language: Language): string | null;
export function pickLanguage(text: LocalizedText | null | undefined, language: Language): string | null {
  if (!text) return null;
  if (language === 'en' && text.en) return text.en;
  return text.fr;
}

/** A stored text in both languages, as found inside any field's value (a list of steps, a record). */
export function isLocalizedValue(value: unknown): value is Partial<Record<Language, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'fr' in value;
}
