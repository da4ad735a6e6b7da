import { useRouteLoaderData } from 'react-router';
import { ClientGuides } from '#app/features/docs/components/client-guides.tsx';
import { docsMessages } from '#app/features/docs/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/docs';

export function meta(args: Route.MetaArgs) {
  const language = args.matches[0]?.data.language ?? 'fr';
  return seoMeta(args, {
    title: translate(docsMessages, language, 'meta.title'),
    description: translate(docsMessages, language, 'meta.description'),
  });
}

export default function DocsPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before this page; it holds the phone and email the guides quote.
  if (!root) throw new Error('The root loader data is missing');
  return <ClientGuides settings={root.settings} />;
}
