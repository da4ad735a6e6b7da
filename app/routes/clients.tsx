import { clientsMessages } from '#app/features/clients/messages.ts';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/clients';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'clients', request);

/** The testimonial form (a section of the page) posted without JavaScript. */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, clientsMessages);

export default function Clients({ loaderData }: Route.ComponentProps) {
  return <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} />;
}
