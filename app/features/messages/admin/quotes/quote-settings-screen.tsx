import { type QuoteSettings, quoteSettingsSchema } from '#contract/schemas/quote.ts';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { recordFields, useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { quoteAdminMessages } from './messages.ts';

const ID_PREFIX = 'quote-settings';

// Module-level: the form is loaded again whenever these change. The record's version is not a field.

const SETTINGS_FIELDS = recordFields<QuoteSettings>(['terms', 'deposit_percent', 'valid_days']);

/** The two figures every new quote starts from, and their bounds (the server's schema has the same). */
const NUMBERS = [
  { name: 'deposit_percent', label: 'settings.deposit', min: 0, max: 100 },
  { name: 'valid_days', label: 'settings.valid_days', min: 1, max: 365 },
] as const;

/** /admin/quote-settings: the conditions in both languages, deposit and validity every new quote starts from. */
export function QuoteSettingsScreen() {
  const t = useT(quoteAdminMessages);
  const record = useWholeRecordForm({ resource: 'quote-settings', schema: quoteSettingsSchema, ...SETTINGS_FIELDS });
  return (
    <WholeRecordForm
      title={t('settings.title')}
      description={t('settings.description')}
      record={record}
      discardLabel={t('settings.discard')}
    >
      <LocalizedField name="terms" label={t('settings.terms')} multiline rows={6} maxLength={4000} />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(({ name, label, min, max }) => (
          <FormInput<QuoteSettings>
            key={name}
            idPrefix={ID_PREFIX}
            name={name}
            label={t(label)}
            type="number"
            min={min}
            max={max}
            inputMode="numeric"
            required
          />
        ))}
      </div>
    </WholeRecordForm>
  );
}
