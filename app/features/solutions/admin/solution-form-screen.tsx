import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import type { AdminSolution } from '#contract/schemas/solution.ts';
import { ContentFormScreen, defineFormView, repeatableTexts } from '#app/components/admin/content-form-screen.tsx';
import { solutionAdminMessages } from './messages.ts';

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

export function SolutionFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={solutionForm} id={id} />;
}
