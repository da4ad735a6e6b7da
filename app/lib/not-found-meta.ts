import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '#contract/languages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { errorTexts } from '#app/i18n/error-texts.ts';
import { commonMessages } from '#app/i18n/messages/common.ts';

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** Title of a page whose loader answered 404, in the language of the root loader. */
export function notFoundMeta(args: MetaArgsLike): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.data as { language?: unknown } | undefined;
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  return [
    { title: translate(commonMessages, language, 'not_found.meta_title') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Title of the layout's error page (a 503 while the database is away), in the language of the root loader. */
export function errorPageMeta(args: MetaArgsLike & { error?: unknown }): MetaDescriptor[] {
  if (!args.error) return [];
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  if (status === 404) return notFoundMeta(args);
  const root = args.matches.find((match) => match?.id === 'root')?.data as { language?: unknown } | undefined;
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  return [
    { title: `${translate(commonMessages, language, errorTexts(status).title)} | Weltaare` },
    { name: 'robots', content: 'noindex' },
  ];
}
