import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import type { Language } from '#contract/languages.ts';
import type { AdminNewsletterIssue, NewsletterIssueInput, NewsletterPreview } from '#contract/schemas/newsletter.ts';
import { ISSUES_RESOURCE } from './use-newsletter-issue.ts';

const path = (id?: number, action?: string) =>
  `/admin/${ISSUES_RESOURCE}${id === undefined ? '' : `/${id}`}${action ? `/${action}` : ''}`;

/** Saves a draft: created without an id, replaced with one. */
export function saveNewsletterIssue(input: NewsletterIssueInput, id: number | null) {
  return apiRequest<AdminNewsletterIssue>(id === null ? path() : path(id), {
    method: id === null ? 'POST' : 'PUT',
    body: input,
  });
}

export function previewNewsletterIssue(input: NewsletterIssueInput, language: Language) {
  return apiRequest<NewsletterPreview>(path(undefined, 'preview'), { method: 'POST', body: { ...input, language } });
}

export type IssueAction = 'test' | 'send' | 'pause' | 'resume';

/** Test, send, pause or resume a newsletter; the toast says what happened, in the staff's language. */
export function useNewsletterIssueAction(successTitle: (action: IssueAction) => string) {
  return useAdminMutation<{ id: number; action: IssueAction }, unknown>({
    mutationFn: ({ id, action }) => apiRequest(path(id, action), { method: 'POST' }),
    resources: [ISSUES_RESOURCE],
    successTitle: (_result, { action }) => successTitle(action),
  });
}
