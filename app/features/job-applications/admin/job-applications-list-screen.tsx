import { Link } from 'react-router';
import { type AdminJobApplicationSummary, JOB_APPLICATION_STAGES } from '#contract/schemas/job-application.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { useJobApplicationCounts } from '#app/components/admin/job-applications-count.tsx';
import type { Column } from '#app/components/admin/data-table.tsx';
import { ListToolbar } from '#app/components/admin/list-toolbar.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { JobApplicationStageBadge } from './job-application-stage-badge.tsx';
import { jobApplicationAdminMessages } from './messages.ts';
import { JOB_APPLICATIONS } from './use-job-applications.ts';

const PER_PAGE = 20;

/** /admin/job-applications: every application, newest first, filtered by job and stage, searched by candidate. */
export function JobApplicationsListScreen() {
  const t = useT(jobApplicationAdminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'job_post_id', 'stage'] as const);
  const jobs = useJobApplicationCounts();
  const list = useAdminList<AdminJobApplicationSummary>(JOB_APPLICATIONS, {
    page,
    per_page: PER_PAGE,
    search: values.search,
    job_post_id: values.job_post_id,
    stage: values.stage,
  });

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

  const filtered = Boolean(values.search || values.job_post_id || values.stage);
  return (
    <AdminPage title={t('list.title')} description={t('list.description')}>
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          {
            name: 'job_post_id',
            label: t('filter.job'),
            value: values.job_post_id,
            allowAll: true,
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
            value: values.stage,
            allowAll: true,
            options: JOB_APPLICATION_STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
          },
        ]}
      />
      <AdminListResults
        list={list}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={filtered ? t('list.empty_filter') : t('list.empty')}
        rowClassName={(application) => (application.stage === 'new' ? 'bg-brand-50/60' : '')}
        page={page}
        onPage={onPage}
      />
    </AdminPage>
  );
}
