import { PageError } from '#app/components/layout/page-error.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { commonMessages } from '#app/i18n/messages/common.ts';
import type { Route } from './+types/offline';

export function loader({ context }: Route.LoaderArgs) {
  return { language: context.language };
}

/** What the service worker shows for a page it never kept when the network is gone (ADR 0015). */
export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: translate(commonMessages, loaderData?.language ?? 'fr', 'offline.meta_title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Offline() {
  return <PageError status="offline" />;
}
