import { data } from 'react-router';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import SiteSearch from '#app/features/search/components/site-search.island.tsx';
import { SEARCH_PARAM } from '#app/features/search/components/site-search.tsx';
import { searchMessages } from '#app/features/search/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { requestQuery } from '#app/lib/search-params.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { MAX_SEARCH_LENGTH } from '#contract/constants.ts';
import { searchTermsSchema } from '#contract/schemas/search.ts';
import type { Route } from './+types/search';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { language, content } = context;
  const asked = requestQuery(request).get(SEARCH_PARAM) ?? '';
  const terms = searchTermsSchema.safeParse(asked);
  // Longer than a search can be: said on the page, with the words kept in the box.
  if (!terms.success) {
    return data({ language, query: asked.slice(0, MAX_SEARCH_LENGTH), results: null, tooLong: true }, { status: 400 });
  }
  const query = terms.data;
  return { language, query, results: query ? await content.search(query, language) : null, tooLong: false };
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  const query = args.data?.query ?? '';
  return [
    ...seoMeta(args, {
      title: query
        ? translate(searchMessages, language, 'meta.title_query', { query })
        : translate(searchMessages, language, 'meta.title'),
      description: translate(searchMessages, language, 'meta.description'),
    }),
    // A search's results are the site's own pages again: search engines index those.
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT(searchMessages);
  const { query, results, tooLong } = loaderData;
  return (
    <>
      <PageHero badge={t('hero.badge')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      {tooLong ? (
        <p role="alert" className="mx-auto mt-8 max-w-3xl px-5 font-semibold text-red-800 sm:px-8">
          {t('results.too_long', { max: MAX_SEARCH_LENGTH })}
        </p>
      ) : null}
      <SiteSearch query={query} results={results} />
    </>
  );
}
