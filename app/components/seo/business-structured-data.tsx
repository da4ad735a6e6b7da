import { useRouteLoaderData } from 'react-router';
import { businessJsonLd, websiteJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { JsonLd } from './json-ld.tsx';
import { pageUrl } from '#contract/page-urls.ts';

/** The company (and, on the home page, the site) described for search engines, from the settings. */
export function BusinessStructuredData({ withWebsite = false }: { withWebsite?: boolean }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) return null;
  const { settings, origin, language } = root;
  const homeUrl = pageUrl(origin, '/', language);
  const business = businessJsonLd(settings, origin, homeUrl);
  return (
    <JsonLd
      data={withWebsite ? [business, websiteJsonLd(settings.company.name, homeUrl, language, origin)] : business}
    />
  );
}
