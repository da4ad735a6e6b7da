import { homeMessages } from '#app/features/home/messages.ts';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/home';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'home', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, homeMessages);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BusinessStructuredData withWebsite />
      <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} />
    </>
  );
}
