import { aboutMessages } from '#app/features/about/messages.ts';
import { clientsMessages } from '#app/features/clients/messages.ts';
import { contactMessages } from '#app/features/contact/messages.ts';
import { docsMessages } from '#app/features/docs/messages.ts';
import { helpMessages } from '#app/features/help/messages.ts';
import { homeMessages } from '#app/features/home/messages.ts';
import { legalMessages } from '#app/features/legal/messages.ts';
import { solutionsMessages } from '#app/features/solutions/messages.ts';
import { type Messages, translate } from '#app/i18n/define-messages.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { ITEM_PAGE_KINDS, type ItemPageKind } from '#contract/content-kinds/item-pages.ts';
import type { FixedSearchEntry } from '#contract/schemas/search.ts';

interface MessagePage {
  path: string;
  messages: Messages<string>;
  title: string;
  /** The keys whose texts the page shows as its own words (by their beginning): its introduction, not its forms. */
  words: readonly string[];
}

/**
 * The fixed pages whose words are their texts'. The site's pages staff write (ADR 0064) add their
 * sections' words to these entries; the rest keep their texts' until they become content (issue 33).
 */
const MESSAGE_PAGES: readonly MessagePage[] = [
  // The home page's words are its sections' (ADR 0064): the search finds it by its description here.
  { path: '/', messages: homeMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/solutions', messages: solutionsMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/clients', messages: clientsMessages, title: 'meta.title', words: ['meta.description'] },
  {
    path: '/about',
    messages: aboutMessages,
    title: 'meta.title',
    // Its words are its sections' (ADR 0064).
    words: ['meta.description'],
  },
  { path: '/contact', messages: contactMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/help', messages: helpMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/docs', messages: docsMessages, title: 'meta.title', words: ['meta.description', 'toc.'] },
  // The legal documents' words are their sections' (ADR 0066), their company details filled.
  ...(['privacy', 'terms', 'legal', 'accessibility'] as const).map((key) => ({
    path: `/${key}`,
    messages: legalMessages,
    title: `${key}.title`,
    words: [`${key}.meta_description`],
  })),
];

/** A text as the page shows it: its placeholders ({count}) are not words. */
const withoutPlaceholders = (text: string) =>
  text
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function messagePage({ path, messages, title, words }: MessagePage, language: Language): FixedSearchEntry {
  const texts = Object.entries(messages[language] as Record<string, string>)
    .filter(([key]) => key !== title && words.some((start) => key.startsWith(start)))
    .map(([, text]) => withoutPlaceholders(text));
  return {
    kind: 'pages',
    key: path,
    language,
    title: translate(messages, language, title),
    body: texts.join(' '),
    path,
  };
}

/** A kind's list page, named as its kind (ADR 0073): its words are its sections', which the server adds. */
const listPage = ({ kind, section }: ItemPageKind, language: Language): FixedSearchEntry => ({
  kind: 'pages',
  key: section,
  language,
  title: kind.label[language],
  body: '',
  path: section,
});

/**
 * The words of the pages that are not items of a kind, in each language, for the site search (ADR
 * 0061): the server has no texts of its own, so the SSR build hands over the pages' names and
 * descriptions; the server adds what staff wrote in them (ADR 0064, 0068).
 */
export function fixedSearchEntries(): FixedSearchEntry[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => [
    ...MESSAGE_PAGES.map((page) => messagePage(page, language)),
    ...ITEM_PAGE_KINDS.map((kind) => listPage(kind, language)),
  ]);
}
