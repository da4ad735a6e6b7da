import { useRouteLoaderData } from 'react-router';
import HelpCentre from '#app/features/help/components/help-centre.island.tsx';
import { helpCategoriesOf } from '#contract/help-topics.ts';
import { helpMessages } from '#app/features/help/messages.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/help';
import { PAGE_NAMES } from '#contract/site-pages.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'help', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, helpMessages);

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before this page; it holds the phone and email the answers quote.
  if (!root) throw new Error('The root loader data is missing');
  const { page, sectionData, language } = loaderData;
  // The header holds the search, in the island, over the themes; the page's other sections follow them.
  const header = page.sections.find((section) => section.type === 'page_header');
  const others = page.sections.filter((section) => section !== header && section.type !== 'help_topic');
  const { email, phone } = root.settings.contact;
  return (
    <>
      <HelpCentre
        categories={helpCategoriesOf(page.sections, root.settings, language)}
        contact={{ email, phone }}
        header={{
          badge: header?.badge ?? null,
          title: header?.title ?? PAGE_NAMES['/help'][language],
          text: header?.text ?? null,
        }}
      />
      <PageSections sections={others} data={sectionData} />
    </>
  );
}
