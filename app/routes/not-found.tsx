import { data } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { loadNotFoundPage, NotFoundPage } from './page-sections.tsx';
import type { Route } from './+types/not-found';

export async function loader({ context }: Route.LoaderArgs) {
  // Any path no route claims answers with HTTP status 404, and the page staff wrote for it.
  return data({ language: context.language, found: await loadNotFoundPage(context) }, { status: 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: translate(commonMessages, loaderData?.language ?? 'fr', 'not_found.meta_title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage found={loaderData.found} />;
}
