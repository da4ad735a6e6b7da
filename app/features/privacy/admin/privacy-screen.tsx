import { useQuery } from '@tanstack/react-query';
import { Download, Search, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type PersonalData, type PrivacyErasure, privacyEmailSchema } from '#contract/schemas/privacy.ts';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { privacyAdminMessages } from './messages.ts';
import { CheckBox } from '#app/components/admin/check-box.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

const RESOURCE = 'privacy';

/** /admin/privacy: a person's request about their data: what the site keeps, an archive of it, its erasure (ADR 0051). */
export function PrivacyScreen() {
  const t = useT(privacyAdminMessages);
  const { language } = useLanguage();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [keepPublished, setKeepPublished] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const found = useQuery({
    queryKey: [...adminKeys.resource(RESOURCE), email, language],
    queryFn: ({ signal }) =>
      apiRequest<PersonalData>('/admin/privacy', { query: { email: email ?? '', lang: language }, signal }),
    enabled: email !== null,
    retry: false,
  });
  const exported = useAdminMutation<string, void>({
    mutationFn: (address) => downloadCsv('/admin/privacy/export', { email: address }, `personal-data-${address}.zip`),
    resources: ['audit-log'],
    successTitle: t('action.export.done'),
  });
  const erased = useAdminMutation<{ email: string; keep: boolean }, PrivacyErasure>({
    mutationFn: ({ email: address, keep }) =>
      apiRequest<PrivacyErasure>('/admin/privacy/erase', {
        method: 'POST',
        body: { email: address, keep_published_testimonials: keep },
      }),
    resources: [RESOURCE, 'messages', 'job-applications', 'newsletter', 'testimonials', 'mail-outbox', 'audit-log'],
    successTitle: t('action.erase.done'),
  });

  // Checked here first, with the server's own rule and words: a mistyped address sends no request.
  const [typedError, setTypedError] = useState<string | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = privacyEmailSchema.safeParse(typed);
    const code = checked.error?.issues[0]?.message;
    setTypedError(code && isValidationMessageKey(code) ? VALIDATION_MESSAGES[code][language] : null);
    if (!checked.success) return;
    setKeepPublished(false);
    setEmail(checked.data);
  };
  const date = (value: string) => formatLongDate(value, language);
  const data = found.data;
  const fieldError =
    typedError ??
    (found.error instanceof ApiError ? (found.error.fieldErrors.email?.[0] ?? found.error.message) : null);
  const holdsSomething =
    data &&
    (data.messages.length > 0 ||
      data.job_applications.length > 0 ||
      data.newsletter !== null ||
      data.testimonials.length > 0 ||
      data.mails.length > 0);
  const anyPublished = data?.testimonials.some((testimonial) => testimonial.published) ?? false;

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <form
        onSubmit={search}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-6"
        noValidate
      >
        <div className="grow">
          <FormField
            id="privacy-email"
            label={t('search.label')}
            hint={t('search.hint')}
            error={fieldError ?? undefined}
            required
          >
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="off"
                required
                className={inputClass}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <BusyButton busy={found.isFetching} busyLabel={t('search.loading')} icon={Search}>
          {t('search.submit')}
        </BusyButton>
      </form>

      {data ? (
        <Panel
          id="privacy-result-title"
          title={t('result.title', { email: data.email })}
          actions={
            holdsSomething ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={exported.isPending}
                  onClick={() => exported.mutate(data.email)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('action.export')}
                </button>
                <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('action.erase')}
                </button>
              </div>
            ) : null
          }
        >
          {holdsSomething ? (
            <div className="flex flex-col gap-5">
              <HeldList title={t('section.messages', { count: data.messages.length })}>
                {data.messages.map((message) => (
                  <li key={message.id}>
                    {t('item.message', {
                      date: date(message.created_at),
                      subject: message.subject,
                      history: message.history,
                    })}
                  </li>
                ))}
              </HeldList>
              <HeldList title={t('section.job_applications', { count: data.job_applications.length })}>
                {data.job_applications.map((application) => (
                  <li key={application.id}>
                    {t('item.job_application', {
                      date: date(application.created_at),
                      job: application.job_title,
                      file: application.cv_file_name,
                      notes: application.notes,
                    })}
                  </li>
                ))}
              </HeldList>
              {data.newsletter ? (
                <HeldList title={t('section.newsletter')}>
                  <li>{t(`item.newsletter.${data.newsletter.status}`, { date: date(data.newsletter.created_at) })}</li>
                </HeldList>
              ) : null}
              <HeldList title={t('section.testimonials', { count: data.testimonials.length })}>
                {data.testimonials.map((testimonial) => (
                  <li key={testimonial.id}>
                    {t(testimonial.published ? 'item.testimonial.published' : 'item.testimonial.hidden', {
                      date: date(testimonial.created_at),
                      name: testimonial.client_name,
                    })}
                  </li>
                ))}
              </HeldList>
              <HeldList title={t('section.mails', { count: data.mails.length })}>
                {data.mails.map((mail) => (
                  <li key={mail.id}>{t('item.mail', { date: date(mail.created_at), subject: mail.subject })}</li>
                ))}
              </HeldList>
              {anyPublished ? (
                <CheckBox emphasized checked={keepPublished} onChange={setKeepPublished}>
                  {t('keep.label')}
                </CheckBox>
              ) : null}
            </div>
          ) : (
            <p className="text-slate-700">{t('result.nothing')}</p>
          )}
        </Panel>
      ) : null}

      {data ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('confirm.title', { email: data.email })}
          description={t(keepPublished && anyPublished ? 'confirm.description_keep' : 'confirm.description')}
          confirmLabel={t('confirm.submit')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => erased.mutate({ email: data.email, keep: keepPublished && anyPublished })}
        />
      ) : null}
    </AdminPage>
  );
}

/** One kind of record held, under its heading. */
function HeldList({ title, children }: { title: string; children: ReactNode[] | ReactNode }) {
  if (Array.isArray(children) && children.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">{children}</ul>
    </div>
  );
}
