import { legalMeta } from '#app/features/legal/legal-meta.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/terms';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'terms', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => legalMeta(args, 'terms');

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageSections
      sections={loaderData.page.sections}
      data={loaderData.sectionData}
      updatedAt={loaderData.page.updated_at}
    />
  );
}
