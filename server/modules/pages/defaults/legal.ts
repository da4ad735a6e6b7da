import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import type { Language } from '#contract/languages.ts';
import { escapeHtml } from '#contract/plain-text.ts';
import { accessibilityEn } from './legal/accessibility.en.ts';
import { accessibilityFr } from './legal/accessibility.fr.ts';
import type { LegalArticle, LegalDocument } from './legal/legal-document.ts';
import { legalNoticeEn } from './legal/legal-notice.en.ts';
import { legalNoticeFr } from './legal/legal-notice.fr.ts';
import { privacyEn } from './legal/privacy.en.ts';
import { privacyFr } from './legal/privacy.fr.ts';
import { termsEn } from './legal/terms.en.ts';
import { termsFr } from './legal/terms.fr.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The site's paths the documents name in their text, e.g. "(/privacy)": links to the page in the text's language. */
const SITE_PATH = /(?<=^|[\s(])(\/(?:privacy|terms|legal|accessibility|contact))(?=$|[\s).,;])/g;

const paragraph = (text: string, language: Language) =>
  escapeHtml(text).replace(SITE_PATH, (path) => `<a href="${localizedPath(path, language)}">${path}</a>`);

/** An article as rich text: its first paragraph, the list detailing it, then the rest. */
function articleHtml({ paragraphs: [first = '', ...rest], list }: LegalArticle, language: Language): string {
  return [
    `<p>${paragraph(first, language)}</p>`,
    list ? `<ul>${list.map((item) => `<li>${paragraph(item, language)}</li>`).join('')}</ul>` : '',
    ...rest.map((text) => `<p>${paragraph(text, language)}</p>`),
  ].join('');
}

/** A legal page: the band with its title, then the document, its articles paired by their place. */
function legalPage(fr: LegalDocument, en: LegalDocument): PageSectionInput[] {
  return [
    {
      type: 'page_header',
      badge: { fr: 'Informations légales', en: 'Legal information' },
      title: { fr: fr.title, en: en.title },
      text: null,
    },
    {
      type: 'legal_text',
      updated_on: fr.updatedOn,
      articles: fr.sections.map((article, index) => ({
        heading: { fr: article.heading, en: en.sections[index]!.heading },
        body: { fr: articleHtml(article, 'fr'), en: articleHtml(en.sections[index]!, 'en') },
      })),
    },
  ];
}

/** The privacy policy, the terms, the legal notice and the accessibility statement as the site was written. */
export const LEGAL_PAGES = {
  privacy: legalPage(privacyFr, privacyEn),
  terms: legalPage(termsFr, termsEn),
  legal: legalPage(legalNoticeFr, legalNoticeEn),
  accessibility: legalPage(accessibilityFr, accessibilityEn),
} satisfies Record<string, PageSectionInput[]>;
