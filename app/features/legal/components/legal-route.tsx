import { useRouteLoaderData } from 'react-router';
import type { Language } from '#contract/languages.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { LegalDocumentBuilder } from '../legal-document.ts';
import { legalMessages } from '../messages.ts';
import { LegalPage } from './legal-page.tsx';

export type LegalBuilders = Record<Language, LegalDocumentBuilder>;
type LegalPageKey = 'privacy' | 'terms' | 'legal' | 'accessibility';

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** Title from the document itself (company details come from the root loader's settings). */
export function legalMeta(args: MetaArgsLike, page: LegalPageKey, builders: LegalBuilders) {
  const root = args.matches.find((match) => match?.id === 'root')?.data as
    { language: Language; settings: PublicSettings } | undefined;
  const language = root?.language ?? 'fr';
  const title = root ? builders[language](root.settings).title : translate(legalMessages, language, 'badge');
  return seoMeta(args, { title, description: translate(legalMessages, language, `${page}.meta_description`) });
}

/** The page of one legal document, in the visitor's language, with the company details an admin edits. */
export function LegalRoute({ builders }: { builders: LegalBuilders }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { language } = useLanguage();
  // The root loader always runs before this page; without it there are no company details to show.
  if (!root) throw new Error('The root loader data is missing');
  return <LegalPage document={builders[language](root.settings)} settings={root.settings} />;
}
