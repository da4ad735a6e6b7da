import { CircleAlert, CircleCheck, Clock, FileDown, RefreshCw, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#contract/intl-formats.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import { type ClientQuote, quotePagePath } from '#contract/schemas/quote.ts';
import { quotePageMessages } from './messages.ts';

/** The client's quote: what it covers, its figures and conditions, its PDF, and their answer while it is open. */
export function QuotePage({ quote, token, error }: { quote: ClientQuote; token: string; error: string | null }) {
  const t = useT(quotePageMessages);
  const { language } = quote;
  const money = (gnf: number) => formatMoney(gnf, 'GNF', language);
  const date = (value: string) => formatLongDate(value.slice(0, 10), language);
  const badge =
    quote.version > 1
      ? t('badge_version', { number: quote.number, version: quote.version })
      : t('badge', { number: quote.number });

  return (
    <>
      <PageHero
        badge={badge}
        title={t('title')}
        subtitle={t('for', { client: quote.client_name, company: quote.company_name })}
      >
        <p className="mt-3 text-blue-100">
          {t('sent', { date: date(quote.sent_at) })} · {t('valid_until', { date: date(quote.valid_until) })}
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-5 py-8 sm:px-8 sm:py-12">
        <QuoteState quote={quote} token={token} date={date} />
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        <section
          aria-labelledby="quote-lines-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="quote-lines-title" className="mb-4 text-xl font-bold text-slate-900">
            {t('lines.caption')}
          </h2>
          <table className="w-full text-left">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('lines.item')}</th>
                <th scope="col">{t('lines.amount')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {quote.lines.map((line, index) => (
                <tr key={index}>
                  <td className="py-3 pr-4 align-top">
                    <span className="block font-medium text-slate-900">{line.label}</span>
                    <span className="text-sm text-slate-700">
                      {t('lines.each', { quantity: line.quantity, price: money(line.unit_price_gnf) })}
                    </span>
                  </td>
                  <td className="py-3 text-right align-top font-medium whitespace-nowrap text-slate-900">
                    {money(line.total_gnf)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 flex flex-col gap-2 border-t border-slate-300 pt-4">
            {quote.discount_gnf > 0 ? (
              <>
                <Figure label={t('subtotal')} value={money(quote.subtotal_gnf)} />
                <Figure label={t('discount')} value={`−${money(quote.discount_gnf)}`} />
              </>
            ) : null}
            <Figure label={t('total')} value={money(quote.total_gnf)} strong />
            {quote.deposit_gnf > 0 ? (
              <Figure label={t('deposit', { percent: quote.deposit_percent })} value={money(quote.deposit_gnf)} />
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="quote-terms-title">
          <h2 id="quote-terms-title" className="mb-2 text-lg font-bold text-slate-900">
            {t('terms')}
          </h2>
          <p className="whitespace-pre-line text-slate-700">{quote.terms}</p>
        </section>
        <p>
          {/* The API's address: a file, not a page of the site. */}
          <a
            href={`/api/quotes/${token}/pdf`}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <FileDown aria-hidden="true" className="size-5" />
            {t('pdf')}
          </a>
        </p>
        {quote.state === 'open' ? <DecisionForm /> : null}
      </div>
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold text-slate-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** Works without JavaScript: a plain form posted to the page, its two buttons naming the answer. */
function DecisionForm() {
  const t = useT(quotePageMessages);
  return (
    <section
      aria-labelledby="quote-decision-title"
      className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-8"
    >
      <h2 id="quote-decision-title" className="text-xl font-bold text-slate-900">
        {t('decide.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('decide.text')}</p>
      <form method="post" className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="quote-note" className="font-medium text-slate-900">
            {t('decide.note')}
          </label>
          <textarea
            id="quote-note"
            name="note"
            rows={3}
            maxLength={1000}
            className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="decision"
            value="accept"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <ThumbsUp aria-hidden="true" className="size-5" />
            {t('decide.accept')}
          </button>
          <button
            type="submit"
            name="decision"
            value="refuse"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50"
          >
            <ThumbsDown aria-hidden="true" className="size-5" />
            {t('decide.refuse')}
          </button>
        </div>
      </form>
    </section>
  );
}

const STATE_LOOK = {
  accepted: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  refused: { icon: CircleAlert, tone: 'bg-slate-50 text-slate-900 ring-slate-200' },
  expired: { icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  replaced: { icon: RefreshCw, tone: 'bg-slate-50 text-slate-900 ring-slate-200' },
} as const;

/** Where the quote stands once it is no longer open, with what the client can do next. */
function QuoteState({ quote, token, date }: { quote: ClientQuote; token: string; date: (value: string) => string }) {
  const t = useT(quotePageMessages);
  if (quote.state === 'open') return null;
  const { icon: Icon, tone } = STATE_LOOK[quote.state];
  let text: string;
  let next: ReactNode = null;
  if (quote.state === 'accepted' || quote.state === 'refused') {
    text = t(`state.${quote.state}.text`, { date: date(quote.decided_at ?? quote.sent_at) });
  } else if (quote.state === 'expired') {
    text = t('state.expired.text', { date: date(quote.valid_until) });
    next = <Link to="/contact">{t('contact')}</Link>;
  } else {
    text = t('state.replaced.text');
    // The newer version's page is in the same language, as the same client's.
    if (quote.newer_token && quote.newer_token !== token)
      next = <a href={quotePagePath(quote.newer_token, quote.language)}>{t('state.replaced.link')}</a>;
  }
  return (
    <div role="status" className={`flex gap-4 rounded-2xl p-5 ring-1 sm:p-6 ${tone}`}>
      <Icon aria-hidden="true" className="size-8 shrink-0" />
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-bold">{t(`state.${quote.state}.title`)}</h2>
        <p>{text}</p>
        {next ? <p className="font-semibold underline underline-offset-4">{next}</p> : null}
      </div>
    </div>
  );
}
