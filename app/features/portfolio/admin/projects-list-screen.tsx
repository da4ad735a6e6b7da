import { STALE_TIMES } from '#contract/constants.ts';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import type { AdminProject } from '#contract/schemas/project.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { projectAdminMessages } from './messages.ts';

const projectsList = defineListView<AdminProject>({
  kind: projectsKind,
  path: '/admin/portfolio',
  publicKeys: ['projects'],
  messages: projectAdminMessages,
  itemName: (project) => project.title.fr,
  staleTime: STALE_TIMES.projectsList,
  columns: [
    { type: 'title', key: 'title', english: (project) => project.title },
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
      checked: (project) => project.published,
    },
    { type: 'switch', key: 'featured', transitions: ['feature', 'unfeature'], checked: (project) => project.featured },
    { type: 'date', key: 'updated', date: (project) => project.updated_at },
  ],
});

export function ProjectsListScreen() {
  return <ContentListScreen view={projectsList} />;
}
