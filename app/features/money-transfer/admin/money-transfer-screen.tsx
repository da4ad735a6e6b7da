import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CORRIDOR_FLOWS, flowsOf, PRICING_KEYS } from '#contract/money-transfer/corridors.ts';
import { type Currency, PAYOUT_CURRENCIES } from '#contract/money-transfer/money.ts';
import { currenciesOf, type TransferFlow } from '#contract/money-transfer/quote.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { RecordSection } from '#app/components/admin/record-section.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatDateTime } from '#app/lib/format-date.ts';
import { EMPTY_BAND, type MoneyTransferFormValues, newCorridor } from './form-values.ts';
import { moneyTransferAdminMessages } from './messages.ts';
import { useMoneyTransferForm } from './use-money-transfer-form.ts';

const ID_PREFIX = 'transfer';
const Input = FormInput<MoneyTransferFormValues>;

/**
 * /admin/money-transfer: the calculator's corridors, each going one way or both with a rate and fee
 * bands for each, saved whole and audited.
 */
export function MoneyTransferScreen() {
  const t = useT(moneyTransferAdminMessages);
  const record = useMoneyTransferForm();
  const corridors = useFieldArray({ control: record.form.control, name: 'corridors' });
  return (
    <WholeRecordForm title={t('title')} description={t('description')} record={record} discardLabel={t('discard')}>
      {corridors.fields.length === 0 ? <p className="text-slate-700">{t('empty')}</p> : null}
      {corridors.fields.map((field, index) => (
        <CorridorSection key={field.id} index={index} onRemove={() => corridors.remove(index)} />
      ))}
      <div>
        <button type="button" className={buttonClass.secondary} onClick={() => corridors.append(newCorridor())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('corridor.add')}
        </button>
      </div>
    </WholeRecordForm>
  );
}

function CorridorSection({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT(moneyTransferAdminMessages);
  const { language } = useLanguage();
  const { control, register } = useFormContext<MoneyTransferFormValues>();
  const countries = useWatch({ control, name: `corridors.${index}.country` });
  const flow = useWatch({ control, name: `corridors.${index}.flow` });
  const currency = useWatch({ control, name: `corridors.${index}.currency` });
  const country = (language === 'en' && countries?.en) || countries?.fr;
  const number = index + 1;
  const title = country ? `${t('corridor', { number })} · ${country}` : t('corridor', { number });
  const currencyId = `${ID_PREFIX}-corridors-${index}-currency`;
  const flowId = `${ID_PREFIX}-corridors-${index}-flow`;

  return (
    <RecordSection
      id={`${ID_PREFIX}-corridor-${index}-title`}
      title={title}
      removeLabel={t('corridor.remove', { number })}
      onRemove={onRemove}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <Input
          idPrefix={ID_PREFIX}
          name={`corridors.${index}.id`}
          label={t('corridor.id')}
          hint={t('corridor.id_hint')}
          required
        />
        <FormField id={currencyId} label={t('corridor.currency')} required>
          {(fieldControl) => (
            <select {...fieldControl} className={inputClass} {...register(`corridors.${index}.currency`)}>
              {PAYOUT_CURRENCIES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={flowId} label={t('corridor.flow')} required>
          {(fieldControl) => (
            <select {...fieldControl} className={inputClass} {...register(`corridors.${index}.flow`)}>
              {CORRIDOR_FLOWS.map((option) => (
                <option key={option} value={option}>
                  {t(`flow.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <LocalizedField name={`corridors.${index}.country`} label={t('corridor.country')} required maxLength={80} />
      <SwitchField
        control={control}
        name={`corridors.${index}.active`}
        id={`${ID_PREFIX}-corridors-${index}-active`}
        label={t('corridor.active')}
      />
      {flowsOf(flow ?? 'both').map((way) => (
        <PricingFieldset
          key={way}
          index={index}
          flow={way}
          paid={currenciesOf({ flow: way, currency: currency ?? 'EUR' }).paid}
        />
      ))}
    </RecordSection>
  );
}

/** One way of a corridor: its rate and fee bands, amounts in the currency the sender pays. */
function PricingFieldset({ index, flow, paid }: { index: number; flow: TransferFlow; paid: Currency }) {
  const t = useT(moneyTransferAdminMessages);
  const { language } = useLanguage();
  const { control } = useFormContext<MoneyTransferFormValues>();
  const key = PRICING_KEYS[flow];
  const bands = useFieldArray({ control, name: `corridors.${index}.${key}.bands` });
  const rateSetAt = useWatch({ control, name: `corridors.${index}.${key}.rate_set_at` });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{t(`pricing.${flow}`)}</legend>
      <div className="flex max-w-sm flex-col gap-1">
        <Input
          idPrefix={ID_PREFIX}
          name={`corridors.${index}.${key}.rate`}
          label={t('corridor.rate')}
          hint={t('corridor.rate_hint')}
          inputMode="decimal"
        />
        <p className="text-xs text-slate-700">
          {rateSetAt
            ? t('corridor.rate_set_at', { date: formatDateTime(rateSetAt, language, 'Africa/Conakry') })
            : t('corridor.rate_unset')}
        </p>
      </div>
      <p className="font-semibold text-slate-900">{t('bands')}</p>
      <p className="text-sm text-slate-700">{t('bands.hint', { currency: paid })}</p>
      {bands.fields.map((band, bandIndex) => (
        <fieldset
          key={band.id}
          className="grid items-start gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <legend className="sr-only">{t('band.legend', { number: bandIndex + 1, way: t(`way.${flow}`) })}</legend>
          <Input
            idPrefix={ID_PREFIX}
            name={`corridors.${index}.${key}.bands.${bandIndex}.up_to`}
            label={t('band.up_to', { currency: paid })}
            hint={t('band.up_to_hint')}
            inputMode="decimal"
          />
          <Input
            idPrefix={ID_PREFIX}
            name={`corridors.${index}.${key}.bands.${bandIndex}.fixed`}
            label={t('band.fixed', { currency: paid })}
            inputMode="decimal"
            required
          />
          <Input
            idPrefix={ID_PREFIX}
            name={`corridors.${index}.${key}.bands.${bandIndex}.percent`}
            label={t('band.percent')}
            inputMode="decimal"
            required
          />
          <button
            type="button"
            className={`${buttonClass.iconDanger} sm:mt-7`}
            onClick={() => bands.remove(bandIndex)}
            aria-label={t('band.remove', { number: bandIndex + 1, way: t(`way.${flow}`) })}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </fieldset>
      ))}
      <div>
        <button type="button" className={buttonClass.secondary} onClick={() => bands.append({ ...EMPTY_BAND })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('band.add', { way: t(`way.${flow}`) })}
        </button>
      </div>
    </fieldset>
  );
}
