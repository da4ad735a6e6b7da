import { JOB_APPLICATION_RETENTION_YEARS } from '#contract/schemas/job-application.ts';
import {
  MESSAGE_RETENTION_MONTHS,
  type Retention,
  retentionInputSchema,
  UNCONFIRMED_SUBSCRIBER_DAYS,
} from '#contract/schemas/privacy.ts';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { retentionAdminMessages } from './retention-messages.ts';

interface RetentionFormValues {
  messages_months: string;
}

// Module-level: the form is loaded again whenever these change.
const toValues = (stored: Retention): RetentionFormValues => ({ messages_months: String(stored.messages_months) });
const toInput = (values: RetentionFormValues) => ({ messages_months: Number(values.messages_months) });

/** /admin/retention: what the site erases by itself, as the privacy policy promises; admins set the messages' period. */
export function RetentionScreen() {
  const t = useT(retentionAdminMessages);
  const record = useWholeRecordForm<Retention, RetentionFormValues, { messages_months: number }>({
    resource: 'retention',
    schema: retentionInputSchema,
    toValues,
    toInput,
  });
  return (
    <WholeRecordForm title={t('title')} description={t('description')} record={record} discardLabel={t('discard')}>
      <FormSection title={t('messages.title')}>
        <FormInput<RetentionFormValues>
          idPrefix="retention"
          name="messages_months"
          label={t('messages.label')}
          type="number"
          min={MESSAGE_RETENTION_MONTHS.min}
          max={MESSAGE_RETENTION_MONTHS.max}
          step="1"
          inputMode="numeric"
          required
          hint={t('messages.hint', { default: MESSAGE_RETENTION_MONTHS.default })}
        />
      </FormSection>
      <FormSection title={t('fixed.title')}>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-700">
          <li>{t('fixed.job_applications', { years: JOB_APPLICATION_RETENTION_YEARS })}</li>
          <li>{t('fixed.subscribers', { days: UNCONFIRMED_SUBSCRIBER_DAYS })}</li>
        </ul>
      </FormSection>
    </WholeRecordForm>
  );
}
