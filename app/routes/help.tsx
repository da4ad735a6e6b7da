import { useRouteLoaderData } from 'react-router';
import HelpCentre from '#app/features/help/components/help-centre.island.tsx';
import { helpSettingsOf } from '#app/features/help/help-topics.ts';
import { helpMessages } from '#app/features/help/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/help';

export function meta(args: Route.MetaArgs) {
  const language = args.matches[0]?.data.language ?? 'fr';
  return seoMeta(args, {
    title: translate(helpMessages, language, 'meta.title'),
    description: translate(helpMessages, language, 'meta.description'),
  });
}

export default function HelpPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before this page; it holds the phone and email the answers quote.
  if (!root) throw new Error('The root loader data is missing');
  return <HelpCentre settings={helpSettingsOf(root.settings)} />;
}
