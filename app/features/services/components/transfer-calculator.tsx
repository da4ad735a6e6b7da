import { type FormEvent, useId, useState } from 'react';
import type { OfferedCorridor } from '#contract/money-transfer/corridors.ts';
import { type Currency, formatMoney, parseAmount } from '#contract/money-transfer/money.ts';
import {
  currenciesOf,
  type QuoteDirection,
  type QuoteResult,
  quoteTransfer,
  TRANSFER_FLOWS,
  type TransferFlow,
} from '#contract/money-transfer/quote.ts';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { WhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { whatsAppMessages } from '#app/components/whatsapp/messages.ts';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#app/components/whatsapp/whatsapp-link.tsx';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { transferMessages } from '../transfer-messages.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/** What the calculator's GET form puts in the address, read back by the page's loader. */
export interface TransferQuery {
  flow: TransferFlow;
  corridor: string;
  direction: QuoteDirection;
  amount: string;
}

export const TRANSFER_CALCULATOR_ID = 'transfer-calculator';

type Outcome = { result: QuoteResult } | { invalid: true } | null;

function outcomeOf(corridor: OfferedCorridor, direction: QuoteDirection, amount: string): Outcome {
  if (!amount.trim()) return null;
  const { paid, received } = currenciesOf(corridor);
  const minor = parseAmount(amount, direction === 'send' ? paid : received);
  return minor === null ? { invalid: true } : { result: quoteTransfer(corridor, minor, direction) };
}

/**
 * An island (transfer-calculator.island.tsx): a GET form the server answers without JavaScript, which
 * answers as the visitor types once hydrated. The same integer arithmetic runs on both sides.
 */
export function TransferCalculator({
  corridors,
  query,
  whatsApp,
}: {
  corridors: OfferedCorridor[];
  query: TransferQuery | null;
  whatsApp: WhatsAppChat | null;
}) {
  const t = useT(transferMessages);
  const tWhatsApp = useT(whatsAppMessages);
  const { language } = useLanguage();
  const id = useId();
  const flows = TRANSFER_FLOWS.filter((way) => corridors.some((corridor) => corridor.flow === way));
  const [flow, setFlow] = useState(query && flows.includes(query.flow) ? query.flow : flows[0]);
  const [corridorId, setCorridorId] = useState(query?.corridor);
  const [direction, setDirection] = useState<QuoteDirection>(query?.direction ?? 'send');
  const [amount, setAmount] = useState(query?.amount ?? '');
  const offered = corridors.filter((corridor) => corridor.flow === flow);
  // A corridor that does not go the chosen way gives its place to the first that does.
  const corridor = offered.find((candidate) => candidate.id === corridorId) ?? offered[0];
  if (!corridor || !flow) return null;

  const currencies = currenciesOf(corridor);
  const inputCurrency: Currency = direction === 'send' ? currencies.paid : currencies.received;
  const outcome = outcomeOf(corridor, direction, amount);
  const money = (minor: number, currency: Currency) => formatMoney(minor, currency, language);
  const error =
    outcome === null
      ? null
      : 'invalid' in outcome
        ? t('error.amount')
        : outcome.result.ok
          ? null
          : outcome.result.reason === 'too_small'
            ? t('error.too_small')
            : t('error.over_maximum', { maximum: money(outcome.result.maximum, currencies.paid) });
  const quote = outcome && 'result' in outcome && outcome.result.ok ? outcome.result.quote : null;
  const rate = numberFormat(LANGUAGE_OPTIONS[language].numberFormat, { maximumFractionDigits: 4 }).format(
    Number(corridor.rate),
  );
  // Once hydrated, the figures follow the typing; the form no longer needs the server.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section id={TRANSFER_CALCULATOR_ID} aria-labelledby={`${id}-title`} className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 sm:px-8 lg:grid-cols-2">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-slate-700">{t(`subtitle.${flows.length > 1 ? 'both' : flow}`)}</p>
          <form method="get" action={`#${TRANSFER_CALCULATOR_ID}`} onSubmit={onSubmit} className="mt-6 space-y-5">
            {flows.length > 1 ? (
              <Choices
                legend={t('flow')}
                name="flow"
                options={flows}
                value={flow}
                onChange={setFlow}
                label={(option) => t(`flow.${option}`)}
              />
            ) : (
              <input type="hidden" name="flow" value={flow} />
            )}
            <div>
              <label htmlFor={`${id}-corridor`} className="block font-semibold text-slate-900">
                {t(`corridor.${flow}`)}
              </label>
              <select
                id={`${id}-corridor`}
                name="corridor"
                value={corridor.id}
                onChange={(event) => setCorridorId(event.currentTarget.value)}
                className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900"
              >
                {offered.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.country} ({option.currency})
                  </option>
                ))}
              </select>
            </div>
            <Choices
              legend={t('direction')}
              name="direction"
              options={['send', 'receive'] as const}
              value={direction}
              onChange={setDirection}
              label={(option) =>
                t(`direction.${option}`, { currency: option === 'send' ? currencies.paid : currencies.received })
              }
            />
            <div>
              <label htmlFor={`${id}-amount`} className="block font-semibold text-slate-900">
                {t('amount', { currency: inputCurrency })}
              </label>
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                maxLength={30}
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-amount-hint${error ? ` ${id}-amount-error` : ''}`}
                className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-lg text-slate-900 aria-[invalid=true]:border-red-700"
              />
              <p id={`${id}-amount-hint`} className="mt-1 text-sm text-slate-600">
                {t('amount_hint')}
              </p>
              {error ? (
                <p id={`${id}-amount-error`} className="mt-1 font-medium text-red-800">
                  {error}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('submit')}
            </button>
          </form>
        </div>
        <div className="flex flex-col gap-5">
          <div role="status" aria-live="polite" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{t('result.title')}</h3>
            <dl className="mt-4 divide-y divide-slate-100">
              {(
                [
                  ['result.sent', quote ? money(quote.sent, currencies.paid) : '—'],
                  ['result.fee', quote ? money(quote.fee, currencies.paid) : '—'],
                  ['result.total', quote ? money(quote.total, currencies.paid) : '—'],
                  ['result.received', quote ? money(quote.received, currencies.received) : '—'],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
                  <dt className="text-slate-700">{t(label)}</dt>
                  <dd
                    className={`text-right font-semibold tabular-nums text-slate-900 ${label === 'result.total' || label === 'result.received' ? 'text-lg' : ''}`}
                  >
                    {value}
                  </dd>
                </div>
              ))}
              <div className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="text-slate-700">{t('result.rate')}</dt>
                <dd className="text-right text-slate-900">
                  {t('result.rate_value', {
                    currency: corridor.currency,
                    rate,
                    date: formatLongDate(corridor.rate_set_at, language),
                  })}
                </dd>
              </div>
            </dl>
          </div>
          <p className="text-sm text-slate-600">{t('rounding')}</p>
          <div className="rounded-2xl bg-brand-50 p-6">
            <p className="font-medium text-slate-900">{t('cta.text')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link
                to="/contact"
                className="inline-flex items-center rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-accent-400"
              >
                {t('cta.contact')}
              </Link>
              {whatsApp ? (
                <WhatsAppLink chat={whatsApp} className={`${WHATSAPP_BUTTON_CLASS} px-5 py-2.5`}>
                  {tWhatsApp('chat')}
                </WhatsAppLink>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A choice of the GET form among a few options, as radio buttons under their legend. */
function Choices<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  label: (option: Option) => string;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
