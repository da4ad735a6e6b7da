import { careersMessages } from '#app/features/careers/messages.ts';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/careers';

/** The careers page as staff built it: its open positions and the spontaneous application are a section. */
export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'careers', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, careersMessages);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} />;
}
