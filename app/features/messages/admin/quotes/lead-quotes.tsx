import { useQuery } from '@tanstack/react-query';
import { CopyPlus, FilePlus2, FileText, Link2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminMessage } from '#contract/schemas/message.ts';
import type { Quote, QuoteSettings } from '#contract/schemas/quote.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { Panel } from '#app/components/admin/panel.tsx';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { useToast } from '#app/lib/use-toast.ts';
import { quoteAdminMessages } from './messages.ts';
import { QuoteEditor } from './quote-editor.tsx';
import { openQuotePdf, useLeadQuotes, useReviseQuote } from './use-quotes.ts';
import { PlainTable } from '#app/components/admin/plain-table.tsx';

const STATUS_TONES: Record<Quote['status'], BadgeTone> = {
  draft: 'amber',
  sent: 'blue',
  accepted: 'green',
  refused: 'red',
  replaced: 'slate',
};

/**
 * A lead's quotes (issue 35): each version with its state and total, its PDF and client link; a draft
 * is edited, the newest sent one revised; a new one starts from the quote settings.
 */
export function LeadQuotes({ lead }: { lead: AdminMessage }) {
  const t = useT(quoteAdminMessages);
  const { language } = useLanguage();
  const toast = useToast();
  const quotes = useLeadQuotes(lead.id);
  const settings = useQuery({
    queryKey: adminKeys.resource('quote-settings'),
    queryFn: ({ signal }) => apiRequest<QuoteSettings>('/admin/quote-settings', { signal }),
  });
  // The quote open in the editor: null for none, 'new' for a new one.
  const [editing, setEditing] = useState<Quote | 'new' | null>(null);
  const revise = useReviseQuote((draft) => setEditing(draft));

  const numbered = (quote: Quote) => `${quote.number} ${t('version', { version: quote.version })}`;
  // Only a number's newest version is revised, and only once it has been sent.
  const newest = new Map<string, number>();
  for (const quote of quotes.data ?? [])
    newest.set(quote.number, Math.max(newest.get(quote.number) ?? 0, quote.version));
  const revisable = (quote: Quote) => quote.status !== 'draft' && newest.get(quote.number) === quote.version;

  const copyLink = async (quote: Quote) => {
    await navigator.clipboard.writeText(quote.client_url);
    toast({ title: t('client_link_copied') });
  };

  return (
    <Panel
      id="lead-quotes-title"
      title={t('title')}
      actions={
        <Link to="/admin/quote-settings" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('settings_link')}
        </Link>
      }
    >
      {quotes.isPending ? (
        <p className="text-sm text-slate-700">{t('loading')}</p>
      ) : quotes.data?.length ? (
        <div className="overflow-x-auto">
          <PlainTable
            caption={t('list.caption')}
            columns={[
              { header: t('column.number') },
              { header: t('column.status') },
              { header: t('column.total'), numeric: true },
              { header: t('column.date') },
              { header: <span className="sr-only">{t('column.actions')}</span> },
            ]}
          >
            {quotes.data.map((quote) => (
              <tr key={quote.id}>
                <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-slate-900">
                  {numbered(quote)}
                  {quote.decision_note ? (
                    <span className="block max-w-xs font-normal whitespace-normal text-slate-700">
                      {t('client_note', { note: quote.decision_note })}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-3">
                  <StatusBadge tone={STATUS_TONES[quote.status]}>{t(`status.${quote.status}`)}</StatusBadge>
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">
                  {formatMoney(quote.total_gnf, 'GNF', language)}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatDateTime(quote.decided_at ?? quote.sent_at ?? quote.created_at, language)}
                </td>
                <td className="py-2">
                  <div className="flex justify-end gap-1">
                    {quote.status === 'draft' ? (
                      <button
                        type="button"
                        className={buttonClass.icon}
                        aria-label={t('action.edit', { number: numbered(quote) })}
                        onClick={() => setEditing(quote)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonClass.icon}
                      aria-label={t('action.pdf', { number: numbered(quote) })}
                      onClick={() => void openQuotePdf(quote.id)}
                    >
                      <FileText aria-hidden="true" className="size-4" />
                    </button>
                    {quote.status !== 'draft' ? (
                      <button
                        type="button"
                        className={buttonClass.icon}
                        aria-label={t('action.client_link', { number: numbered(quote) })}
                        onClick={() => void copyLink(quote)}
                      >
                        <Link2 aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                    {revisable(quote) ? (
                      <button
                        type="button"
                        className={buttonClass.icon}
                        aria-label={t('action.revise', { number: numbered(quote) })}
                        disabled={revise.isPending}
                        onClick={() => revise.mutate(quote.id)}
                      >
                        <CopyPlus aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </PlainTable>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      )}
      {editing !== null && settings.data ? (
        <QuoteEditor
          key={editing === 'new' ? 'new' : editing.id}
          lead={lead}
          quote={editing === 'new' ? null : editing}
          settings={settings.data}
          onClose={() => setEditing(null)}
          onSaved={(quote) => setEditing(quote)}
        />
      ) : (
        <div>
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t('new')}
          </button>
        </div>
      )}
    </Panel>
  );
}
