import { ArrowLeft, Eye, Pause, Play, Save, Send, TestTube } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  type AdminNewsletterIssue,
  type NewsletterIssueInput,
  newsletterIssueInputSchema,
  type NewsletterPreview,
} from '#contract/schemas/newsletter.ts';
import { newsletterAdminMessages } from './messages.ts';
import { ISSUE_STATUS_TONES } from './newsletter-issues-screen.tsx';
import { NewsletterProgress } from './newsletter-progress.tsx';
import { ISSUES_RESOURCE, useNewsletterIssue } from './use-newsletter-issue.ts';
import {
  previewNewsletterIssue,
  saveNewsletterIssue,
  useNewsletterIssueAction,
} from './use-newsletter-issue-actions.ts';
import { MailFrame } from '#app/components/admin/mail-frame.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

interface IssueValues {
  subject: { fr: string; en: string };
  body: { fr: string; en: string };
}

const EMPTY: IssueValues = { subject: { fr: '', en: '' }, body: { fr: '', en: '' } };
const valuesOf = (issue: AdminNewsletterIssue): IssueValues => ({
  subject: { fr: issue.subject.fr, en: issue.subject.en ?? '' },
  body: { fr: issue.body.fr, en: issue.body.en ?? '' },
});

/** /admin/newsletter/issues/new and /{id}: write, preview, test, then send a newsletter and follow its sending. */
export function NewsletterIssueScreen({ id }: { id: number | null }) {
  const t = useT(newsletterAdminMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const issue = useNewsletterIssue(id);
  const form = useForm<IssueValues>({
    defaultValues: EMPTY,
    resolver: zodFormResolver(newsletterIssueInputSchema, language),
  });
  const loaded = issue.data;
  useEffect(() => {
    if (loaded && loaded.status === 'draft') form.reset(valuesOf(loaded));
  }, [loaded?.id, loaded?.updated_at]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = useAdminMutation<IssueValues, AdminNewsletterIssue>({
    mutationFn: (values) => saveNewsletterIssue(values, id),
    resources: [ISSUES_RESOURCE],
    successTitle: t(id === null ? 'issue.created' : 'issue.saved'),
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      if (id === null) void navigate(`/admin/newsletter/issues/${saved.id}`, { replace: true });
    },
    onFieldErrors: (errors) => applyServerFieldErrors(errors, (name, error) => form.setError(name as never, error)),
  });
  const act = useNewsletterIssueAction((action) => t(`issue.toast.${action}`));

  if (id !== null && !loaded) return issue.isError ? null : <PageSpinner />;
  const draft = !loaded || loaded.status === 'draft';
  const title = loaded ? pickLanguage(loaded.subject, language) : t('issue.new_title');

  const testAfterSaving = form.handleSubmit(async (values) => {
    if (form.formState.isDirty) await save.mutateAsync(values);
    if (loaded) act.mutate({ id: loaded.id, action: 'test' });
  });

  return (
    <AdminPage
      title={title}
      actions={
        <Link to="/admin/newsletter/issues" className={buttonClass.secondary}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('issue.back')}
        </Link>
      }
    >
      {loaded ? (
        <section
          aria-label={t('issue.progress')}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-2">
            <StatusBadge tone={ISSUE_STATUS_TONES[loaded.status]}>{t(`issue.status.${loaded.status}`)}</StatusBadge>
            {loaded.status === 'paused' ? <p className="text-sm text-slate-700">{t('issue.paused_hint')}</p> : null}
            {loaded.status === 'sent' ? (
              <p className="text-sm text-slate-700">{t('issue.sent_hint', { queued: loaded.progress.queued })}</p>
            ) : null}
          </div>
          {loaded.status !== 'draft' ? (
            <div className="flex flex-col gap-3 sm:w-96">
              <NewsletterProgress progress={loaded.progress} />
              {loaded.status === 'sending' || loaded.status === 'paused' ? (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate({ id: loaded.id, action: loaded.status === 'sending' ? 'pause' : 'resume' })
                  }
                >
                  {loaded.status === 'sending' ? (
                    <Pause aria-hidden="true" className="size-4" />
                  ) : (
                    <Play aria-hidden="true" className="size-4" />
                  )}
                  {t(loaded.status === 'sending' ? 'issue.pause' : 'issue.resume')}
                </button>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}

      {draft ? (
        <FormProvider {...form}>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
          >
            <LocalizedField name="subject" label={t('issue.subject')} maxLength={200} />
            <LocalizedRichTextField name="body" label={t('issue.body')} />
            <div className="flex flex-wrap items-center gap-2">
              <BusyButton busy={save.isPending} busyLabel={t('issue.saving')} icon={Save}>
                {t('issue.save')}
              </BusyButton>
              {loaded ? (
                <>
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    disabled={act.isPending || save.isPending}
                    aria-describedby="newsletter-test-hint"
                    onClick={() => void testAfterSaving()}
                  >
                    <TestTube aria-hidden="true" className="size-4" />
                    {t('issue.test')}
                  </button>
                  <ConfirmDialog
                    title={t('issue.send_confirm.title', { subject: title })}
                    description={t('issue.send_confirm.description')}
                    confirmLabel={t('issue.send_confirm.confirm')}
                    cancelLabel={t('issue.cancel')}
                    destructive={false}
                    onConfirm={() => act.mutate({ id: loaded.id, action: 'send' })}
                    trigger={
                      <button
                        type="button"
                        className={buttonClass.primary}
                        disabled={act.isPending || form.formState.isDirty}
                      >
                        <Send aria-hidden="true" className="size-4" />
                        {t('issue.send')}
                      </button>
                    }
                  />
                </>
              ) : null}
            </div>
            {loaded ? (
              <p id="newsletter-test-hint" className="text-sm text-slate-600">
                {t('issue.test_hint')}
              </p>
            ) : null}
          </form>
        </FormProvider>
      ) : null}

      <NewsletterPreviewPanel values={() => (draft ? form.getValues() : loaded ? valuesOf(loaded) : EMPTY)} />
    </AdminPage>
  );
}

/** The mail as a subscriber of the chosen language gets it, drawn by the server from the current text. */
function NewsletterPreviewPanel({ values }: { values: () => NewsletterIssueInput }) {
  const t = useT(newsletterAdminMessages);
  const { language: screenLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(screenLanguage);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const show = useAdminMutation<Language, NewsletterPreview>({
    mutationFn: (chosen) => previewNewsletterIssue(values(), chosen),
    resources: [],
    successTitle: null,
    onSuccess: setPreview,
  });

  return (
    <Panel id="newsletter-preview-title" title={t('issue.preview.title')}>
      <p className="text-sm text-slate-600">{t('issue.preview.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('issue.preview.language')}</legend>
          {(['fr', 'en'] as const).map((each) => (
            <label key={each} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="radio"
                name="newsletter-preview-language"
                value={each}
                checked={language === each}
                onChange={() => setLanguage(each)}
              />
              {t(`issue.language.${each}`)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={show.isPending}
          onClick={() => show.mutate(language)}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('issue.preview.show')}
        </button>
      </div>
      {preview ? (
        <>
          <p className="font-semibold text-slate-900">{t('issue.preview.subject', { subject: preview.subject })}</p>
          <MailFrame
            title={t('issue.preview.frame', { subject: preview.subject })}
            html={preview.html}
            className="h-[32rem]"
          />
        </>
      ) : null}
    </Panel>
  );
}
