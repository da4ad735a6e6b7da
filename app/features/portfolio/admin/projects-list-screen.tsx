import { STALE_TIMES } from '#contract/constants.ts';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import type { AdminProject } from '#contract/schemas/project.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { projectAdminMessages } from './messages.ts';

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

export function ProjectsListScreen() {
  return <ContentListScreen view={projectsList} />;
}
