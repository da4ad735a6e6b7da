import { z } from 'zod';
import type { Language } from './languages.ts';

/** Every text an editor writes: French required, English optional (falls back to French). */
export const localizedTextSchema = z.object({
  fr: z.string().trim().min(1),
  en: z.string().trim().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickLanguage(text: LocalizedText, language: Language): string;
export function pickLanguage(text: LocalizedText | null | undefined, language: Language): string | null;
export function pickLanguage(text: LocalizedText | null | undefined, language: Language): string | null {
  if (!text) return null;
  if (language === 'en' && text.en) return text.en;
  return text.fr;
}
