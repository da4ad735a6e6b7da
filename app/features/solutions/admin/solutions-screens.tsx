import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import type { AdminSolution } from '#contract/schemas/solution.ts';
import { ContentListScreen, defineListView } from '#app/components/admin/content-list-screen.tsx';
import { solutionAdminMessages } from './messages.ts';
import { ContentFormScreen, defineFormView, repeatableTexts } from '#app/components/admin/content-form-screen.tsx';

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

function SolutionsListScreen() {
  return <ContentListScreen view={solutionsList} />;
}

/** A packaged solution: texts in both languages, what is included, icon, image and display. */
const solutionForm = defineFormView<AdminSolution>({
  kind: solutionsKind,
  messages: solutionAdminMessages,
  itemName: (solution) => solution.name.fr,
  sections: [
    { key: 'content', fields: ['name', { name: 'summary', rows: 3 }, 'body'] },
    {
      key: 'features',
      fields: [
        {
          name: 'features',
          render: repeatableTexts({ item: 'form.feature', add: 'form.add_feature', maxLength: 300 }),
        },
      ],
    },
    { key: 'details', fields: [['slug', 'icon', 'sort_order'], 'active', 'publish_at', 'image'] },
  ],
});

function SolutionFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={solutionForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { SolutionsListScreen as List, SolutionFormScreen as Form };
