import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { AdminJobPost } from '#contract/schemas/career.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { JobApplicationsCount } from '#app/components/admin/job-applications-count.tsx';
import { formatClosingDate } from '../job-format.ts';
import { careersAdminMessages } from './messages.ts';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { choiceSwitch, ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';

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

function CareersListScreen() {
  return <ContentListScreen view={careersList} />;
}

/** A job post: texts in both languages, place, contract, deadline, and whether it is open. */
const jobPostForm = defineFormView<AdminJobPost>({
  kind: jobPostsKind,
  messages: careersAdminMessages,
  itemName: (job) => job.title.fr,
  // Most posts are in Conakry.
  toValues: (job, values) => (job ? values : { ...values, location: { fr: 'Conakry', en: 'Conakry' } }),
  sections: [
    { key: 'content', fields: ['title', { name: 'summary', rows: 3 }, 'body'] },
    {
      key: 'details',
      fields: [
        { name: 'status', render: choiceSwitch('open', 'closed') },
        'publish_at',
        ['location', 'employment_type', 'closes_on'],
        ['slug', 'slug_en'],
      ],
    },
    {
      key: 'seo',
      fields: [
        {
          name: 'seo_title',
          render: seoEditor(jobPostsKind.fields, {
            title: 'title',
            description: 'summary',
            image: 'seo_image',
            section: '/careers',
          }),
        },
        'seo_image',
      ],
    },
  ],
});

function CareerFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={jobPostForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { CareersListScreen as List, CareerFormScreen as Form };
