import { data } from 'react-router';
import { PageError } from '#app/components/layout/page-error.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { commonMessages } from '#app/i18n/messages/common.ts';
import type { Route } from './+types/not-found';

export function loader({ context }: Route.LoaderArgs) {
  // Any path no route claims answers with HTTP status 404.
  return data({ language: context.language }, { status: 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: translate(commonMessages, loaderData?.language ?? 'fr', 'not_found.meta_title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return <PageError status={404} />;
}
