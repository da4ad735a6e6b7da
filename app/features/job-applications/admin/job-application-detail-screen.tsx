import { Download, MessageSquarePlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type AdminJobApplication,
  JOB_APPLICATION_STAGES,
  type JobApplicationStage,
} from '#contract/schemas/job-application.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { RecordCard, RecordFact, RecordFacts, RecordScreen, RecordText } from '#app/components/admin/record-screen.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useAdminDetail } from '#app/lib/admin/use-admin-detail.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { JobApplicationStageBadge } from './job-application-stage-badge.tsx';
import { jobApplicationAdminMessages } from './messages.ts';
import {
  JOB_APPLICATIONS,
  useAddNote,
  useChangeStage,
  useDeleteApplication,
  useDownloadCv,
} from './use-job-applications.ts';
import { Panel } from '#app/components/admin/panel.tsx';

const LIST_PATH = '/admin/job-applications';

/** One application in full: contact, message, CV, stage and the staff's notes. */
export function JobApplicationDetailScreen({ id }: { id: number }) {
  const t = useT(jobApplicationAdminMessages);
  const navigate = useNavigate();
  const detail = useAdminDetail<AdminJobApplication>(JOB_APPLICATIONS, id);
  const remove = useDeleteApplication(() => void navigate(LIST_PATH));
  return (
    <RecordScreen
      detail={detail}
      back={{ to: LIST_PATH, label: t('action.back') }}
      listTitle={t('list.title')}
      texts={{ notFound: t('detail.not_found'), loadError: t('detail.load_error'), loading: t('detail.loading') }}
      title={(application) => t('detail.title', { name: application.name })}
    >
      {(application) => (
        <>
          <ApplicationSummary application={application} />
          <StageForm application={application} />
          <Notes application={application} />
          <div>
            <DeleteButton
              variant="button"
              itemName={application.name}
              onConfirm={() => remove.mutate({ id: application.id })}
            />
          </div>
        </>
      )}
    </RecordScreen>
  );
}

function ApplicationSummary({ application }: { application: AdminJobApplication }) {
  const t = useT(jobApplicationAdminMessages);
  const { language } = useLanguage();
  const download = useDownloadCv();
  const candidateLanguage = application.language === 'en' ? 'en' : 'fr';
  const details: [string, ReactNode][] = [
    [t('detail.job'), application.job_title],
    [
      t('detail.email'),
      <a key="email" href={`mailto:${application.email}`} className="break-all text-brand-700 hover:underline">
        {application.email}
      </a>,
    ],
    [t('detail.phone'), application.phone],
    [t('detail.language'), t(`language.${candidateLanguage}`)],
    [t('detail.received'), formatDateTime(application.created_at, language)],
    [t('detail.consent'), formatDateTime(application.consent_at, language)],
    [t('detail.stage'), <JobApplicationStageBadge key="stage" stage={application.stage} />],
  ];
  const kilobytes = Math.max(1, Math.round(application.cv.bytes / 1024));
  return (
    <RecordCard>
      <RecordFacts facts={details}>
        <RecordFact label={t('detail.cv')} className="flex flex-wrap items-center gap-3">
          <span className="break-all">
            {application.cv.file_name} ({kilobytes} KB)
          </span>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={download.isPending}
            onClick={() => download.mutate({ id: application.id, fileName: application.cv.file_name })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('action.download_cv')}
          </button>
        </RecordFact>
      </RecordFacts>
      <RecordText id="application-message-title" title={t('detail.message')} text={application.message} />
    </RecordCard>
  );
}

function StageForm({ application }: { application: AdminJobApplication }) {
  const t = useT(jobApplicationAdminMessages);
  const change = useChangeStage();
  const [stage, setStage] = useState<JobApplicationStage>(application.stage);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ id: application.id, stage });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="min-w-48">
        <FormField id="application-stage" label={t('detail.stage')}>
          {(control) => (
            <select
              {...control}
              value={stage}
              onChange={(event) => setStage(event.currentTarget.value as JobApplicationStage)}
              className={inputClass}
            >
              {JOB_APPLICATION_STAGES.map((option) => (
                <option key={option} value={option}>
                  {t(`stage.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <button type="submit" className={buttonClass.primary} disabled={change.isPending || stage === application.stage}>
        {t('action.change_stage')}
      </button>
    </form>
  );
}

function Notes({ application }: { application: AdminJobApplication }) {
  const t = useT(jobApplicationAdminMessages);
  const { language } = useLanguage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNote(() => setBody(''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      { id: application.id, body },
      { onError: (failure) => setError(failure instanceof Error ? failure.message : null) },
    );
  };
  return (
    <Panel id="application-notes-title" title={t('detail.notes')}>
      {application.notes.length === 0 ? (
        <p className="text-slate-600">{t('detail.no_notes')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {t('detail.note_by', {
                  author: note.author_name ?? t('detail.unknown_author'),
                  date: formatDateTime(note.created_at, language),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormField id="application-note" label={t('detail.note_label')} error={error ?? undefined}>
          {(control) => (
            <textarea
              {...control}
              value={body}
              required
              maxLength={5000}
              rows={3}
              onChange={(event) => setBody(event.currentTarget.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className={buttonClass.primary} disabled={add.isPending || body.trim() === ''}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {t('action.add_note')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
