import { legalMeta } from '#app/features/legal/legal-meta.ts';
import { loadSitePage, PageSections } from './page-sections.tsx';
import type { Route } from './+types/accessibility';

export const loader = ({ context }: Route.LoaderArgs) => loadSitePage(context, 'accessibility');

export const meta = (args: Route.MetaArgs) => legalMeta(args, 'accessibility');

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageSections
      sections={loaderData.page.sections}
      data={loaderData.sectionData}
      updatedAt={loaderData.page.updated_at}
    />
  );
}
