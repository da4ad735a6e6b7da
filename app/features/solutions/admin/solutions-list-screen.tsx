import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import type { AdminSolution } from '#contract/schemas/solution.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { solutionAdminMessages } from './messages.ts';

const solutionsList = defineListView<AdminSolution>({
  kind: solutionsKind,
  messages: solutionAdminMessages,
  itemName: (solution) => solution.name.fr,
  columns: [
    { type: 'title', key: 'name' },
    { type: 'cell', key: 'slug', hideOnPhone: true, cell: (solution) => <code>{solution.slug}</code> },
    { type: 'switch', key: 'active', transitions: ['activate', 'deactivate'] },
    { type: 'date', key: 'updated' },
  ],
});

export function SolutionsListScreen() {
  return <ContentListScreen view={solutionsList} />;
}
