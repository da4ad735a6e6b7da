import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#contract/languages.ts';
import type { NewsletterSubscription } from '#contract/schemas/newsletter.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

export function subscribeNewsletter(subscription: NewsletterSubscription, language: Language) {
  return apiRequest<{ email: string }>('/newsletter', {
    method: 'POST',
    body: subscription,
    query: { lang: language },
  });
}

export function useSubscribeNewsletter(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: NewsletterSubscription) => subscribeNewsletter(subscription, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.newsletter.all }),
  });
}
