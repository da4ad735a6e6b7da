import { legalMeta } from '#app/features/legal/legal-meta.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/legal';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'legal', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => legalMeta(args, 'legal');

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageSections
      sections={loaderData.page.sections}
      data={loaderData.sectionData}
      updatedAt={loaderData.page.updated_at}
    />
  );
}
