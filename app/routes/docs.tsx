import { useRouteLoaderData } from 'react-router';
import { ClientGuides, type Guide } from '#app/features/docs/components/client-guides.tsx';
import { docsMessages } from '#app/features/docs/messages.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { loadSitePage, PageSections, sectionFormAction, sitePageMeta } from './page-sections.tsx';
import type { Route } from './+types/docs';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'docs', request);

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, docsMessages);

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before this page; it holds the phone and email the guides quote.
  if (!root) throw new Error('The root loader data is missing');
  // The guides are drawn together, with their cards; the page's other sections come before or after them.
  const { sections } = loaderData.page;
  const guides = sections.filter((section): section is Guide => section.type === 'guide');
  const firstGuide = sections.findIndex((section) => section.type === 'guide');
  const split = firstGuide === -1 ? sections.length : firstGuide;
  const before = sections.slice(0, split);
  const after = sections.slice(split).filter((section) => section.type !== 'guide');
  return (
    <ClientGuides
      guides={guides}
      settings={root.settings}
      header={<PageSections sections={before} data={loaderData.sectionData} />}
      footer={<PageSections sections={after} data={loaderData.sectionData} firstIndex={sections.length} />}
    />
  );
}
