import { isCountableStat } from '#contract/schemas/settings.ts';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { SwitchField } from '#app/components/admin/switch-field.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { settingsAdminMessages } from './messages.ts';
import { HOUR_DAYS } from './settings-form-values.ts';
import { SettingsInput } from './settings-input.tsx';
import { useSettingsForm } from './use-settings-form.ts';

/** The office's position on the map, each with the largest value it can take. */
const COORDINATES = [
  ['latitude', 90],
  ['longitude', 180],
] as const;

/** Every setting of the public site in one form: company, contact, hours, social links, home figures. */
export function SettingsScreen() {
  const t = useT(settingsAdminMessages);
  const record = useSettingsForm();
  const stats = record.form.watch('stats');

  return (
    // The form waits for the stats too; the children below are built before it decides (hence `?? []`).
    <WholeRecordForm
      title={t('title')}
      description={t('description')}
      record={{ ...record, loading: record.loading || !stats }}
      discardLabel={t('discard')}
    >
      <FormSection title={t('section.company')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SettingsInput name="company.name" label={t('company.name')} required />
          <SettingsInput name="company.legal_name" label={t('company.legal_name')} required />
        </div>
        <LocalizedField name="company.description" label={t('company.description')} multiline rows={4} />
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsInput
            name="company.share_capital_gnf"
            label={t('company.share_capital_gnf')}
            type="number"
            min={0}
            step="1"
            required
          />
          <SettingsInput name="company.registration_number" label={t('company.registration_number')} />
          <SettingsInput name="company.director" label={t('company.director')} />
        </div>
      </FormSection>

      <FormSection title={t('section.contact')}>
        <div className="grid gap-4 md:grid-cols-3">
          <SettingsInput name="contact.email" label={t('contact.email')} type="email" required />
          <SettingsInput name="contact.phone" label={t('contact.phone')} type="tel" required />
          <SettingsInput
            name="contact.whatsapp"
            label={t('contact.whatsapp')}
            type="tel"
            hint={t('contact.whatsapp_hint')}
          />
        </div>
        <LocalizedField name="contact.address" label={t('contact.address')} />
        <div className="grid gap-4 md:grid-cols-2">
          <SettingsInput name="contact.city" label={t('contact.city')} />
        </div>
        <LocalizedField name="contact.country" label={t('contact.country')} />
        <div className="grid gap-4 md:grid-cols-2">
          {COORDINATES.map(([axis, limit]) => (
            <SettingsInput
              key={axis}
              name={`contact.${axis}`}
              label={t(`contact.${axis}`)}
              type="number"
              step="any"
              min={-limit}
              max={limit}
              required
              hint={t('contact.coordinates_hint')}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('section.hours')}>
        <p className="text-sm text-slate-700">{t('hours.closed_hint')}</p>
        {HOUR_DAYS.map((day) => (
          <div key={day} className="grid gap-4 sm:grid-cols-2">
            <SettingsInput name={`hours.${day}.open`} label={t('hours.open', { day: t(`hours.${day}`) })} type="time" />
            <SettingsInput
              name={`hours.${day}.close`}
              label={t('hours.close', { day: t(`hours.${day}`) })}
              type="time"
            />
          </div>
        ))}
        <div className="grid gap-4 md:grid-cols-2">
          <SettingsInput name="hours.timezone" label={t('hours.timezone')} />
        </div>
        <SwitchField
          control={record.form.control}
          name="hours.support_24_7"
          id="settings-hours-support_24_7"
          label={t('hours.support_24_7')}
        />
      </FormSection>

      <FormSection title={t('section.social')}>
        <div className="grid gap-4 md:grid-cols-2">
          {(['facebook', 'linkedin', 'instagram', 'x'] as const).map((network) => (
            <SettingsInput key={network} name={`social.${network}`} label={t(`social.${network}`)} type="url" />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('section.stats')}>
        {(stats ?? []).map((stat, index) => {
          const name = t(`stats.${stat.key}`);
          return (
            <div key={stat.key} className="flex flex-col gap-3 border-b border-slate-200 pb-4 last:border-0">
              <div className="grid gap-4 sm:grid-cols-2">
                <SettingsInput
                  name={`stats.${index}.value`}
                  label={t('stats.value', { name })}
                  hint={stat.counted ? t('stats.value_counted') : undefined}
                  type="number"
                  min={0}
                  step="1"
                  required
                />
                <SettingsInput name={`stats.${index}.suffix`} label={t('stats.suffix', { name })} />
              </div>
              {isCountableStat(stat.key) ? (
                <SwitchField
                  control={record.form.control}
                  name={`stats.${index}.counted`}
                  id={`settings-stats-${index}-counted`}
                  label={t(`stats.counted.${stat.key}`)}
                />
              ) : null}
              <LocalizedField name={`stats.${index}.label`} label={t('stats.label', { name })} maxLength={200} />
            </div>
          );
        })}
      </FormSection>
    </WholeRecordForm>
  );
}
