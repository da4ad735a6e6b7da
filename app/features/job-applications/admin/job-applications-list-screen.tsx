import { Link } from 'react-router';
import { type AdminJobApplicationSummary, JOB_APPLICATION_STAGES } from '#contract/schemas/job-application.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { useJobApplicationCounts } from '#app/components/admin/job-applications-count.tsx';
import type { Column } from '#app/components/admin/data-table.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatDateTime } from '#app/lib/format-date.ts';
import { JobApplicationStageBadge } from './job-application-stage-badge.tsx';
import { jobApplicationAdminMessages } from './messages.ts';
import { JOB_APPLICATIONS } from './use-job-applications.ts';

const PER_PAGE = 20;

/** /admin/job-applications: every application, newest first, filtered by job and stage, searched by candidate. */
export function JobApplicationsListScreen() {
  const t = useT(jobApplicationAdminMessages);
  const { language } = useLanguage();
  const records = useRecordList<AdminJobApplicationSummary, 'job_post_id' | 'stage'>(JOB_APPLICATIONS, {
    filters: ['job_post_id', 'stage'],
    perPage: PER_PAGE,
  });
  const jobs = useJobApplicationCounts();

  const columns: Column<AdminJobApplicationSummary>[] = [
    {
      key: 'candidate',
      header: t('column.candidate'),
      cell: (application) => (
        <div className="flex flex-col">
          <Link
            to={`/admin/job-applications/${application.id}`}
            className="font-semibold text-brand-700 hover:underline"
            aria-label={t('action.open', { name: application.name })}
          >
            {application.name}
          </Link>
          <span className="text-xs break-all text-slate-600">{application.email}</span>
        </div>
      ),
    },
    { key: 'job', header: t('column.job'), cell: (application) => application.job_title },
    {
      key: 'received',
      header: t('column.received'),
      hideOnPhone: true,
      cell: (application) => formatDateTime(application.created_at, language),
    },
    {
      key: 'stage',
      header: t('column.stage'),
      cell: (application) => <JobApplicationStageBadge stage={application.stage} />,
    },
  ];

  return (
    <AdminPage title={t('list.title')} description={t('list.description')}>
      <RecordList
        records={records}
        filters={[
          {
            name: 'job_post_id',
            label: t('filter.job'),
            options: (jobs.data ?? [])
              .filter((job) => job.job_post_id !== null)
              .map((job) => ({
                value: String(job.job_post_id),
                label: t('filter.job_option', { title: job.job_title, count: job.total }),
              })),
          },
          {
            name: 'stage',
            label: t('filter.stage'),
            options: JOB_APPLICATION_STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
          },
        ]}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={records.filtered ? t('list.empty_filter') : t('list.empty')}
        rowClassName={(application) => (application.stage === 'new' ? 'bg-brand-50/60' : '')}
      />
    </AdminPage>
  );
}
