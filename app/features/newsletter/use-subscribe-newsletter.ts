import type { Language } from '#contract/languages.ts';
import type { NewsletterSubscription } from '#contract/schemas/newsletter.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { useSubmission } from '#app/lib/use-submission.ts';

export function subscribeNewsletter(subscription: NewsletterSubscription, language: Language) {
  return apiRequest<{ email: string }>('/newsletter', {
    method: 'POST',
    body: subscription,
    query: { lang: language },
  });
}

export function useSubscribeNewsletter(language: Language) {
  return useSubmission((subscription: NewsletterSubscription) => subscribeNewsletter(subscription, language));
}
