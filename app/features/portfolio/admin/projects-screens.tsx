import { STALE_TIMES } from '#contract/constants.ts';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import type { AdminProject } from '#contract/schemas/project.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { projectAdminMessages } from './messages.ts';
import { Controller } from 'react-hook-form';
import { seoEditor } from '#app/components/admin/seo-editor.tsx';
import { CommaSeparatedInput, ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import type { FieldTools } from '#app/components/admin/declared-field.tsx';
import { commaSeparated } from '#app/lib/admin/form-values.ts';
import { GalleryField } from './gallery-field.tsx';

const projectsList = defineListView<AdminProject>({
  kind: projectsKind,
  messages: projectAdminMessages,
  itemName: (project) => project.title.fr,
  staleTime: STALE_TIMES.projectsList,
  columns: [
    { type: 'title', key: 'title' },
    {
      type: 'cell',
      key: 'category',
      hideOnPhone: true,
      cell: (project, { t }) => t(`option.category.${project.category}`),
    },
    {
      type: 'switch',
      key: 'published',
      transitions: ['publish', 'unpublish'],
    },
    { type: 'switch', key: 'featured', transitions: ['feature', 'unfeature'] },
    { type: 'date', key: 'updated' },
  ],
});

function ProjectsListScreen() {
  return <ContentListScreen view={projectsList} />;
}

function Gallery({ name, form, error }: FieldTools) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <GalleryField value={field.value as string[]} onChange={field.onChange} error={error} />}
    />
  );
}

/** A project: texts in both languages, rich description, facts, cover, gallery and publication. */
const projectForm = defineFormView<AdminProject>({
  kind: projectsKind,
  messages: projectAdminMessages,
  itemName: (project) => project.title.fr,
  // Technologies are typed as one comma-separated text.
  toValues: (project, values) => ({ ...values, technologies: project?.technologies.join(', ') ?? '' }),
  toInput: (values, body) => ({ ...body, technologies: commaSeparated(values.technologies as string) }),
  sections: [
    { key: 'content', fields: ['title', { name: 'summary', rows: 3 }, 'body'] },
    {
      key: 'details',
      fields: [
        [
          'category',
          'client_name',
          'service_id',
          'completed_on',
          'project_url',
          'video_url',
          { name: 'technologies', render: CommaSeparatedInput },
        ],
      ],
    },
    { key: 'images', fields: ['cover_image', { name: 'gallery', render: Gallery }] },
    {
      key: 'publication',
      fields: [['slug', 'slug_en', 'sort_order'], ['published', 'featured'], 'publish_at'],
    },
    {
      key: 'seo',
      fields: [
        {
          name: 'seo_title',
          render: seoEditor(projectsKind.fields, {
            title: 'title',
            description: 'summary',
            image: 'cover_image',
            section: '/portfolio',
          }),
        },
        'seo_image',
      ],
    },
  ],
});

function ProjectFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={projectForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { ProjectsListScreen as List, ProjectFormScreen as Form };
