import { useRouteLoaderData } from 'react-router';
import HelpCentre from '#app/features/help/components/help-centre.island.tsx';
import { helpSettingsOf } from '#app/features/help/help-topics.ts';
import { helpMessages } from '#app/features/help/messages.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { PAGE_NAMES } from '#contract/section-names.ts';
import { loadSitePage, PageSections, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/help';

export const loader = ({ context }: Route.LoaderArgs) => loadSitePage(context, 'help');

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, helpMessages);

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before this page; it holds the phone and email the answers quote.
  if (!root) throw new Error('The root loader data is missing');
  const { page, sectionData, language } = loaderData;
  // The header holds the search, in the island; the page's other sections follow the questions.
  const header = page.sections.find((section) => section.type === 'page_header');
  const others = page.sections.filter((section) => section !== header);
  return (
    <>
      <HelpCentre
        settings={helpSettingsOf(root.settings)}
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
