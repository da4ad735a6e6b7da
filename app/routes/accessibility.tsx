import { legalMeta } from '#app/features/legal/legal-meta.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/accessibility';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'accessibility', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

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
