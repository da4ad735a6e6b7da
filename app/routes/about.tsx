import { aboutMessages } from '#app/features/about/messages.ts';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/about';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'about', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, aboutMessages);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BusinessStructuredData />
      <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} />
    </>
  );
}
