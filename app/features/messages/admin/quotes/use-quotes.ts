import { useQuery } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '#contract/schemas/quote.ts';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiDownload, apiRequest } from '#app/lib/api/http-client.ts';
import { quoteAdminMessages } from './messages.ts';

/** Quotes belong to the messages resource: a sent quote moves its lead and adds to its history. */
const RESOURCE = 'messages';
const AFFECTED = [RESOURCE, 'mail-outbox', 'audit-log'];

/** A lead's quotes, every version, the newest number and version first. */
export function useLeadQuotes(leadId: number) {
  return useQuery({
    queryKey: [...adminKeys.resource(RESOURCE), 'quotes', leadId],
    queryFn: ({ signal }) => apiRequest<Quote[]>(`/admin/messages/${leadId}/quotes`, { signal }),
  });
}

/** The catalogue's services a line can name, with their starting price. */
export function useQuotableServices() {
  return useQuery({
    queryKey: [...adminKeys.resource('services'), 'quotable'],
    queryFn: ({ signal }) =>
      apiRequest<{ id: number; name: { fr: string; en?: string }; price_from_gnf: number | null }[]>(
        '/admin/services?per_page=100',
        { signal },
      ),
    staleTime: 60_000,
  });
}

/** A draft saved: created for the lead, or changed from the edit it was read at (If-Match, ADR 0038). */
export function useSaveQuote(
  leadId: number,
  handlers: {
    onSaved: (quote: Quote) => void;
    onFieldErrors: (errors: Record<string, string[]>) => void;
    onVersionConflict: (conflict: VersionConflict<Record<string, unknown>>) => void;
  },
) {
  const t = useT(quoteAdminMessages);
  return useAdminMutation<{ id: number | null; input: QuoteInput; ifMatch?: number }, Quote>({
    mutationFn: ({ id, input, ifMatch }) =>
      id === null
        ? apiRequest<Quote>(`/admin/messages/${leadId}/quotes`, { method: 'POST', body: input })
        : apiRequest<Quote>(`/admin/quotes/${id}`, { method: 'PUT', body: input, ifMatch }),
    resources: AFFECTED,
    successTitle: (quote, { id }) => (id === null ? t('created', { number: quote.number }) : t('saved')),
    onSuccess: handlers.onSaved,
    onFieldErrors: handlers.onFieldErrors,
    onVersionConflict: handlers.onVersionConflict,
  });
}

/** Sends the draft as the screen shows it: a colleague's change since answers 409. */
export function useSendQuote(onSent: (quote: Quote) => void) {
  const t = useT(quoteAdminMessages);
  return useAdminMutation<{ id: number; ifMatch: number }, Quote>({
    mutationFn: ({ id, ifMatch }) => apiRequest<Quote>(`/admin/quotes/${id}/send`, { method: 'POST', ifMatch }),
    resources: AFFECTED,
    successTitle: (quote) => t('sent', { number: quote.number }),
    onSuccess: onSent,
  });
}

/** The next version of a sent quote, as a draft to edit. */
export function useReviseQuote(onRevised: (quote: Quote) => void) {
  const t = useT(quoteAdminMessages);
  return useAdminMutation<number, Quote>({
    mutationFn: (id) => apiRequest<Quote>(`/admin/quotes/${id}/revise`, { method: 'POST' }),
    resources: AFFECTED,
    successTitle: (quote) => t('revised', { number: quote.number, version: quote.version }),
    onSuccess: onRevised,
  });
}

/** Opens a quote's PDF in a new tab: the API wants the bearer token, which a link cannot carry. */
export async function openQuotePdf(id: number) {
  const opened = window.open('', '_blank');
  const url = URL.createObjectURL(await apiDownload(`/admin/quotes/${id}/pdf`));
  if (opened) opened.location.href = url;
  else window.location.assign(url);
  // The tab has read it by then; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
