import { CONTACT_PAYLOAD_DEFAULTS } from './constants.ts';
import type { Language } from './languages.ts';

/** The subject of a message sent without choosing a service, in each language. */
const GENERAL_SUBJECT: Record<Language, string> = { fr: 'Demande générale', en: 'General Inquiry' };

/**
 * A message's subject as a reader of `language` should see it: the form sends the spec's
 * "General Inquiry" when no service was chosen (unchanged on the wire), shown as "Demande générale"
 * to French readers; any other subject is the visitor's own words.
 */
export function subjectIn(subject: string, language: Language): string {
  return subject === CONTACT_PAYLOAD_DEFAULTS.generalSubject ? GENERAL_SUBJECT[language] : subject;
}
