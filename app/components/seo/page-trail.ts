import { type UIMatch, useMatches } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { splitLanguagePath } from '#contract/page-urls.ts';
import { PAGE_NAMES } from '#contract/site-pages.ts';

/** The sections a trail names (the pages outside them have none). */
const TRAIL_SECTIONS = new Set([
  'services',
  'solutions',
  'portfolio',
  'clients',
  'blog',
  'careers',
  'contact',
  'about',
  'help',
  'docs',
  'legal',
  'privacy',
  'terms',
]);

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
  const { language } = useLanguage();
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  if (!page) return null;
  const { path } = splitLanguagePath(page.pathname);
  const [section, item] = path.split('/').filter(Boolean);
  if (!section) return [];
  const sectionName = PAGE_NAMES[`/${section}` as keyof typeof PAGE_NAMES] as Record<Language, string> | undefined;
  // The site's sections: neither the pages outside them (the quote, the search) nor the events, whose trail is their calendar's.
  if (!sectionName || !TRAIL_SECTIONS.has(section)) return null;
  const steps = [{ name: sectionName[language], path: `/${section}` }];
  if (!item) return steps;
  if (!hasBreadcrumb(page.handle) || !page.data) return null;
  return [...steps, { name: page.handle.breadcrumb(page.data as never), path }];
}
