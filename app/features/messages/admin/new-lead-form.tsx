import { ArrowLeft, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { LEAD_SOURCES, type LeadCreation, type LeadSource } from '#contract/schemas/message.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { messageAdminMessages } from './messages.ts';
import { useCreateLead } from './use-lead-actions.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

type TextField = 'name' | 'email' | 'phone' | 'company' | 'service_type' | 'message';

/** A lead staff record themselves (a WhatsApp chat, a call): it joins the inbox, then opens. */
export function NewLeadForm({ inboxPath }: { inboxPath: string }) {
  const t = useT(messageAdminMessages);
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<TextField, string>>({
    name: '',
    email: '',
    phone: '',
    company: '',
    service_type: '',
    message: '',
  });
  const [source, setSource] = useState<LeadSource>('whatsapp');
  const [language, setLanguage] = useState<Language>('fr');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateLead((lead) => void navigate(`/admin/messages?message=${lead.id}`), setErrors);

  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const lead: LeadCreation = { name: values.name, message: values.message, source, language };
    for (const field of ['email', 'phone', 'company', 'service_type'] as const) {
      if (values[field].trim()) lead[field] = values[field];
    }
    create.mutate(lead);
  };

  const text = (
    field: TextField,
    label: string,
    options: { type?: string; required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`lead-${field}`}
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[field]?.[0]}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          className={inputClass}
          required={options.required}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </FormField>
  );

  return (
    <AdminPage
      title={t('lead.new_title')}
      description={t('lead.new_description')}
      actions={
        <Link to={inboxPath} className={buttonClass.secondary}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('action.back')}
        </Link>
      }
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="grid gap-4 md:grid-cols-2">
          {text('name', t('lead.name'), { required: true })}
          {text('company', t('lead.company'))}
          {text('email', t('lead.email'), { type: 'email', hint: t('lead.email_or_phone') })}
          {text('phone', t('lead.phone'), { type: 'tel', hint: t('lead.email_or_phone') })}
          {text('service_type', t('lead.service'))}
          <FormField id="lead-source" label={t('lead.source')} error={errors.source?.[0]}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={source}
                onChange={(event) => setSource(event.target.value as LeadSource)}
              >
                {LEAD_SOURCES.map((value) => (
                  <option key={value} value={value}>
                    {t(`source.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="lead-language" label={t('lead.language')}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={language}
                onChange={(event) => setLanguage(event.target.value as Language)}
              >
                {SUPPORTED_LANGUAGES.map((value) => (
                  <option key={value} value={value}>
                    {t(`language.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField id="lead-message" label={t('lead.message')} required error={errors.message?.[0]}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              required
              maxLength={5000}
              className={inputClass}
              value={values.message}
              onChange={set('message')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <BusyButton busy={create.isPending} icon={Save}>
            {t('lead.save')}
          </BusyButton>
          <Link to={inboxPath} className={buttonClass.secondary}>
            {t('lead.cancel')}
          </Link>
        </div>
      </form>
    </AdminPage>
  );
}
