import { Plus, Save, Send, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { type Quote, type QuoteInput, type QuoteSettings, quoteFigures } from '#contract/schemas/quote.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { FormField, AlertMessage } from '#app/components/admin/form-field.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { VersionConflictDialog } from '#app/components/admin/version-conflict-dialog.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { quoteAdminMessages } from './messages.ts';
import { useQuotableServices, useSaveQuote, useSendQuote } from './use-quotes.ts';

/** A line as the form holds it: numbers as typed, so an empty field stays empty. */
interface LineValues {
  service_id: string;
  label: string;
  quantity: string;
  unit_price_gnf: string;
}

interface Values {
  lines: LineValues[];
  discount_gnf: string;
  deposit_percent: string;
  valid_days: string;
  terms: string;
}

const EMPTY_LINE: LineValues = { service_id: '', label: '', quantity: '1', unit_price_gnf: '' };

function valuesOf(quote: Quote): Values {
  return {
    lines: quote.lines.map((line) => ({
      service_id: line.service_id ? String(line.service_id) : '',
      label: line.label,
      quantity: String(line.quantity),
      unit_price_gnf: String(line.unit_price_gnf),
    })),
    discount_gnf: String(quote.discount_gnf),
    deposit_percent: String(quote.deposit_percent),
    valid_days: String(quote.valid_days),
    terms: quote.terms,
  };
}

/** A typed number, or NaN: the server says what is wrong with it, in the screen's language. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

function inputOf(values: Values): QuoteInput {
  return {
    lines: values.lines.map((line) => ({
      ...(line.service_id ? { service_id: Number(line.service_id) } : {}),
      ...(line.label.trim() ? { label: line.label.trim() } : {}),
      quantity: numberOf(line.quantity),
      unit_price_gnf: numberOf(line.unit_price_gnf),
    })),
    discount_gnf: values.discount_gnf.trim() === '' ? 0 : numberOf(values.discount_gnf),
    deposit_percent: numberOf(values.deposit_percent),
    valid_days: numberOf(values.valid_days),
    terms: values.terms.trim(),
  };
}

/**
 * A draft quote's form: lines from the catalogue or free text, discount, deposit, validity and
 * conditions, the totals as they will read; saved, then sent. `quote` null: a new one, starting from
 * the quote settings.
 */
export function QuoteEditor({
  lead,
  quote,
  settings,
  onClose,
  onSaved,
}: {
  lead: AdminMessage;
  quote: Quote | null;
  settings: QuoteSettings;
  onClose: () => void;
  onSaved: (quote: Quote) => void;
}) {
  const t = useT(quoteAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const contactLanguage = lead.language === 'en' ? 'en' : 'fr';
  const services = useQuotableServices();
  const [values, setValues] = useState<Values>(() =>
    quote
      ? valuesOf(quote)
      : {
          lines: [EMPTY_LINE],
          discount_gnf: '0',
          deposit_percent: String(settings.deposit_percent),
          valid_days: String(settings.valid_days),
          terms: settings.terms[contactLanguage],
        },
  );
  // The draft as last read or saved: its id and the edit a save names in If-Match.
  const [saved, setSaved] = useState<Quote | null>(quote);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [conflict, setConflict] = useState<VersionConflict<Record<string, unknown>> | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);

  const save = useSaveQuote(lead.id, {
    onSaved: (result) => {
      setSaved(result);
      setValues(valuesOf(result));
      onSaved(result);
    },
    onFieldErrors: setErrors,
    onVersionConflict: setConflict,
  });
  const send = useSendQuote(onClose);

  const saveNow = (ifMatch = saved?.lock_version) => {
    setErrors({});
    save.mutate({ id: saved?.id ?? null, input: inputOf(values), ifMatch });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveNow();
  };

  const setLine = (index: number, change: Partial<LineValues>) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    }));
  const chooseService = (index: number, id: string) => {
    const service = services.data?.find((candidate) => String(candidate.id) === id);
    const line = values.lines[index]!;
    // The catalogue's price is where a line starts; staff adjust it to the client.
    setLine(index, {
      service_id: id,
      unit_price_gnf: line.unit_price_gnf || (service?.price_from_gnf ? String(service.price_from_gnf) : ''),
    });
  };

  const typed = inputOf(values);
  const countable = typed.lines.every(
    (line) => Number.isSafeInteger(line.quantity) && Number.isSafeInteger(line.unit_price_gnf),
  );
  const figures = countable
    ? quoteFigures(
        typed.lines,
        Number.isSafeInteger(typed.discount_gnf) ? typed.discount_gnf : 0,
        Number.isSafeInteger(typed.deposit_percent) ? typed.deposit_percent! : 0,
      )
    : null;
  const money = (gnf: number) => formatMoney(gnf, 'GNF', language);
  const unchanged = saved !== null && JSON.stringify(inputOf(valuesOf(saved))) === JSON.stringify(typed);
  const title = saved ? t('editor.title', { number: saved.number, version: saved.version }) : t('editor.title_new');
  const error = (name: string) => errors[name]?.[0];

  return (
    <Panel
      id="quote-editor-title"
      title={title}
      actions={
        <button type="button" className={buttonClass.icon} onClick={onClose} aria-label={t('editor.cancel')}>
          <X aria-hidden="true" className="size-5" />
        </button>
      }
    >
      <p className="text-sm text-slate-700">{t(`in_${contactLanguage}`)}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold text-slate-900">{t('editor.lines')}</legend>
          {values.lines.map((line, index) => {
            const number = index + 1;
            const id = `quote-line-${index}`;
            return (
              <div
                key={index}
                role="group"
                aria-label={t('editor.line', { number })}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6 sm:items-start"
              >
                <div className="sm:col-span-2">
                  <FormField
                    id={`${id}-service`}
                    label={t('editor.service')}
                    error={error(`lines.${index}.service_id`)}
                  >
                    {(control) => (
                      <select
                        {...control}
                        className={inputClass}
                        value={line.service_id}
                        onChange={(event) => chooseService(index, event.target.value)}
                      >
                        <option value="">{t('editor.service_none')}</option>
                        {services.data?.map((service) => (
                          <option key={service.id} value={service.id}>
                            {service.name[contactLanguage] || service.name.fr}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
                <div className="sm:col-span-4">
                  <FormField
                    id={`${id}-label`}
                    label={t('editor.label')}
                    hint={line.service_id ? t('editor.label_hint') : undefined}
                    required={!line.service_id}
                    error={error(`lines.${index}.label`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={inputClass}
                        maxLength={200}
                        value={line.label}
                        onChange={(event) => setLine(index, { label: event.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <div className="sm:col-span-2">
                  <FormField
                    id={`${id}-quantity`}
                    label={t('editor.quantity')}
                    required
                    error={error(`lines.${index}.quantity`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={inputClass}
                        inputMode="numeric"
                        value={line.quantity}
                        onChange={(event) => setLine(index, { quantity: event.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <div className="sm:col-span-3">
                  <FormField
                    id={`${id}-price`}
                    label={t('editor.unit_price')}
                    required
                    error={error(`lines.${index}.unit_price_gnf`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={inputClass}
                        inputMode="numeric"
                        value={line.unit_price_gnf}
                        onChange={(event) => setLine(index, { unit_price_gnf: event.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <button
                  type="button"
                  className={`${buttonClass.iconDanger} justify-self-start sm:mt-7`}
                  aria-label={t('editor.remove_line', { number })}
                  disabled={values.lines.length === 1}
                  onClick={() =>
                    setValues((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }))
                  }
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            );
          })}
          <AlertMessage message={error('lines')} />
          <div>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setValues((current) => ({ ...current, lines: [...current.lines, EMPTY_LINE] }))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('editor.add_line')}
            </button>
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['discount_gnf', 'editor.discount'],
              ['deposit_percent', 'editor.deposit'],
              ['valid_days', 'editor.valid_days'],
            ] as const
          ).map(([name, label]) => (
            <FormField
              key={name}
              id={`quote-${name}`}
              label={t(label)}
              required={name !== 'discount_gnf'}
              error={error(name)}
            >
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  inputMode="numeric"
                  value={values[name]}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField id="quote-terms" label={t('editor.terms')} error={error('terms')}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={4000}
              className={inputClass}
              value={values.terms}
              onChange={(event) => setValues((current) => ({ ...current, terms: event.target.value }))}
            />
          )}
        </FormField>
        {figures ? (
          <dl aria-live="polite" className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            <div className="flex justify-between gap-4">
              <dt>{t('editor.subtotal')}</dt>
              <dd>{money(figures.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-bold text-slate-900">
              <dt>{t('editor.total')}</dt>
              <dd>{money(figures.total)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t('editor.deposit_amount')}</dt>
              <dd>{money(figures.deposit)}</dd>
            </div>
          </dl>
        ) : null}
        {lead.email ? null : <p className="text-sm text-slate-700">{t('editor.no_email')}</p>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending || unchanged}>
            <Save aria-hidden="true" className="size-4" />
            {t('editor.save')}
          </button>
          {saved && lead.email ? (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={!unchanged || send.isPending}
              onClick={() => setConfirmSend(true)}
            >
              <Send aria-hidden="true" className="size-4" />
              {t('editor.send')}
            </button>
          ) : null}
        </div>
      </form>
      {saved ? (
        <ConfirmDialog
          open={confirmSend}
          onOpenChange={setConfirmSend}
          title={t('editor.send_confirm_title', { number: saved.number })}
          description={t('editor.send_confirm_text', { email: lead.email ?? '' })}
          confirmLabel={t('editor.send')}
          cancelLabel={tAdmin('action.cancel')}
          destructive={false}
          onConfirm={() => send.mutate({ id: saved.id, ifMatch: saved.lock_version })}
        />
      ) : null}
      {conflict ? (
        <VersionConflictDialog
          conflict={conflict}
          choices={{
            takeTheirs: () => {
              const theirs = conflict.current as unknown as Quote;
              setSaved(theirs);
              setValues(valuesOf(theirs));
              setConflict(null);
            },
            // Mine stay in the form, now made from their edit: the next save keeps both sides' knowledge.
            reapplyMine: () => {
              setSaved(conflict.current as unknown as Quote);
              setConflict(null);
            },
            overwrite: () => {
              setConflict(null);
              saveNow(conflict.version);
            },
            dismiss: () => setConflict(null),
          }}
        />
      ) : null}
    </Panel>
  );
}
