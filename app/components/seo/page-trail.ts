import { type UIMatch, useMatches } from 'react-router';
import { splitLanguagePath } from '#contract/page-urls.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';

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

/** A step below the home page: its name in the page's language and its path without the language prefix. */
export interface TrailStep {
  name: string;
  path: string;
}

/**
 * Where the current page sits below the home page: [] on the home page, [section] or
 * [section, item]; null on a page outside the sections, or an item page that cannot name itself.
 */
export function usePageTrail(): TrailStep[] | null {
  const t = useT(commonMessages);
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  if (!page) return null;
  const { path } = splitLanguagePath(page.pathname);
  const [section, item] = path.split('/').filter(Boolean);
  if (!section) return [];
  const sectionName = SECTION_NAMES[section as keyof typeof SECTION_NAMES];
  if (!sectionName) return null;
  const steps = [{ name: t(sectionName), path: `/${section}` }];
  if (!item) return steps;
  if (!hasBreadcrumb(page.handle) || !page.data) return null;
  return [...steps, { name: page.handle.breadcrumb(page.data as never), path }];
}
