import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { AdminJobPost } from '#contract/schemas/career.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { JobApplicationsCount } from '#app/components/admin/job-applications-count.tsx';
import { formatClosingDate } from '../job-format.ts';
import { careersAdminMessages } from './messages.ts';

const careersList = defineListView<AdminJobPost>({
  kind: jobPostsKind,
  messages: careersAdminMessages,
  itemName: (job) => job.title.fr,
  columns: [
    { type: 'title', key: 'title' },
    {
      type: 'cell',
      key: 'location',
      hideOnPhone: true,
      cell: (job, { language }) => job.location[language] || job.location.fr,
    },
    {
      type: 'cell',
      key: 'employment_type',
      hideOnPhone: true,
      cell: (job, { t }) => t(`option.employment_type.${job.employment_type}`),
    },
    { type: 'switch', key: 'open', transitions: ['open', 'close'] },
    {
      type: 'cell',
      key: 'closes_on',
      hideOnPhone: true,
      cell: (job, { t, language }) =>
        job.closes_on ? formatClosingDate(job.closes_on, language) : t('closes_on.none'),
    },
    {
      type: 'cell',
      key: 'applications',
      cell: (job, { t }) => (
        <JobApplicationsCount jobPostId={job.id} label={(total, fresh) => t('applications.count', { total, fresh })} />
      ),
    },
  ],
});

export function CareersListScreen() {
  return <ContentListScreen view={careersList} />;
}
