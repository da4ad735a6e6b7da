import { useRouteLoaderData } from 'react-router';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { JsonLd } from './json-ld.tsx';
import { usePageTrail } from './page-trail.ts';
import { pageUrl } from '#contract/page-urls.ts';
import { PAGE_NAMES } from '#contract/site-pages.ts';

/** BreadcrumbList of every page below the home page: Home > section > item. */
export function BreadcrumbStructuredData() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const trail = usePageTrail();
  if (!root || !trail || trail.length === 0) return null;
  const { origin, language } = root;
  const steps = [{ name: PAGE_NAMES['/'][language], path: '/' }, ...trail].map((step) => ({
    name: step.name,
    url: pageUrl(origin, step.path, language),
  }));
  return <JsonLd data={breadcrumbJsonLd(steps)} />;
}
