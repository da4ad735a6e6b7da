import { legalMeta } from '#app/features/legal/legal-meta.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/privacy';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'privacy', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => legalMeta(args, 'privacy');

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageSections
      sections={loaderData.page.sections}
      data={loaderData.sectionData}
      updatedAt={loaderData.page.updated_at}
    />
  );
}
