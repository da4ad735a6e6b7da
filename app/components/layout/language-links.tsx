import { useLocation } from 'react-router';
import { type Language } from '#contract/languages.ts';
import { usePagePaths } from '#app/lib/page-paths.ts';
import { LanguageLinkGroup } from './language-link-group.tsx';
import { localizedPath } from '#contract/page-urls.ts';

/** This page's address in each language, with its query (read where the router runs: the layout, the footer). */
export function useLanguageHrefs(): Record<Language, string> {
  const { search } = useLocation();
  const paths = usePagePaths();
  return {
    fr: `${localizedPath(paths.fr, 'fr')}${search}`,
    en: `${localizedPath(paths.en, 'en')}${search}`,
  };
}

/** The FR / EN links of this page, rendered on the server only: they need no island. */
export function LanguageLinks({ className }: { className?: string }) {
  return <LanguageLinkGroup hrefs={useLanguageHrefs()} className={className} />;
}
