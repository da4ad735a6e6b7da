import { type UIMatch, useMatches, useRouteLoaderData } from 'react-router';
import { pageUrl, splitLanguagePath } from '#contract/page-urls.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { JsonLd } from './json-ld.tsx';

/** The name of each section of the site, as its menu and footer call it. */
const SECTION_NAMES = {
  services: 'nav.services',
  solutions: 'nav.solutions',
  portfolio: 'nav.portfolio',
  clients: 'nav.clients',
  blog: 'nav.blog',
  careers: 'nav.careers',
  contact: 'nav.contact',
  about: 'nav.about',
  help: 'footer.help_center',
  docs: 'footer.documentation',
  legal: 'footer.legal',
  privacy: 'footer.privacy',
  terms: 'footer.terms',
} as const;

/** What a page below a section exports as `handle` to name itself in the trail (a service, a project, an article). */
export interface BreadcrumbHandle {
  breadcrumb: (data: never) => string;
}

const hasBreadcrumb = (handle: unknown): handle is BreadcrumbHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as BreadcrumbHandle).breadcrumb === 'function';

/** BreadcrumbList of every page below the home page: Home > section > item. */
export function BreadcrumbStructuredData() {
  const t = useT(commonMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  if (!root || !page) return null;
  const { path } = splitLanguagePath(page.pathname);
  const [section, item] = path.split('/').filter(Boolean);
  const sectionName = section ? SECTION_NAMES[section as keyof typeof SECTION_NAMES] : undefined;
  if (!section || !sectionName) return null;
  const { origin, language } = root;
  const steps = [
    { name: t('nav.home'), url: pageUrl(origin, '/', language) },
    { name: t(sectionName), url: pageUrl(origin, `/${section}`, language) },
  ];
  if (item) {
    if (!hasBreadcrumb(page.handle) || !page.data) return null;
    steps.push({ name: page.handle.breadcrumb(page.data as never), url: pageUrl(origin, path, language) });
  }
  return <JsonLd data={breadcrumbJsonLd(steps)} />;
}
