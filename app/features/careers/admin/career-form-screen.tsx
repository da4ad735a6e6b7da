import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import type { AdminJobPost } from '#contract/schemas/career.ts';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { choiceSwitch, ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import { careersAdminMessages } from './messages.ts';

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

export function CareerFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={jobPostForm} id={id} />;
}
