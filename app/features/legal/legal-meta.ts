import type { MetaDescriptor } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { loadSitePage } from '#app/routes/page-sections.tsx';
import { legalMessages } from './messages.ts';

type LegalPageKey = 'privacy' | 'terms' | 'legal' | 'accessibility';

/** A legal page's title is its header's (the document's name, else its first); its description is the site's unless staff wrote one. */
export function legalMeta(
  args: Parameters<typeof seoMeta>[0] & { data?: Awaited<ReturnType<typeof loadSitePage>> | undefined },
  key: LegalPageKey,
): MetaDescriptor[] {
  const language = args.data?.language ?? 'fr';
  const header = args.data?.page.sections.find((section) => section.type === 'page_header');
  return seoMeta(args, {
    title: header?.title ?? translate(legalMessages, language, `${key}.title`),
    description: translate(legalMessages, language, `${key}.meta_description`),
    ...(args.data ? itemSeo(args.data.page) : {}),
  });
}
