import type { Language } from '#contract/languages.ts';
import type { ContactSubmission } from '#contract/schemas/contact.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { useSubmission } from '#app/lib/use-submission.ts';

export function submitContact(payload: ContactSubmission, language: Language) {
  return apiRequest<{ id: number }>('/contact', { method: 'POST', body: payload, query: { lang: language } });
}

/** The newsletter box of the contact form; features do not import each other, so this call lives here too. */
export function subscribeToNewsletter(email: string, language: Language) {
  return apiRequest<{ email: string }>('/newsletter', { method: 'POST', body: { email }, query: { lang: language } });
}

export function useSubmitContact(language: Language) {
  return useSubmission((payload: ContactSubmission) => submitContact(payload, language));
}
