import { aboutMessages } from '#app/features/about/messages.ts';
import { blogMessages } from '#app/features/blog/messages.ts';
import { careersMessages } from '#app/features/careers/messages.ts';
import { clientsMessages } from '#app/features/clients/messages.ts';
import { contactMessages } from '#app/features/contact/messages.ts';
import { docsMessages } from '#app/features/docs/messages.ts';
import { eventMessages } from '#app/features/events/messages.ts';
import { helpParams, helpSettingsOf, HELP_CATEGORIES } from '#app/features/help/help-topics.ts';
import { helpMessages } from '#app/features/help/messages.ts';
import { homeMessages } from '#app/features/home/messages.ts';
import { accessibilityEn } from '#app/features/legal/content/accessibility.en.ts';
import { accessibilityFr } from '#app/features/legal/content/accessibility.fr.ts';
import { legalNoticeEn } from '#app/features/legal/content/legal-notice.en.ts';
import { legalNoticeFr } from '#app/features/legal/content/legal-notice.fr.ts';
import { privacyEn } from '#app/features/legal/content/privacy.en.ts';
import { privacyFr } from '#app/features/legal/content/privacy.fr.ts';
import { termsEn } from '#app/features/legal/content/terms.en.ts';
import { termsFr } from '#app/features/legal/content/terms.fr.ts';
import type { LegalDocumentBuilder } from '#app/features/legal/legal-document.ts';
import { portfolioMessages } from '#app/features/portfolio/messages.ts';
import { servicesMessages } from '#app/features/services/messages.ts';
import { solutionsMessages } from '#app/features/solutions/messages.ts';
import { type Messages, translate } from '#app/i18n/define-messages.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import type { FixedSearchEntry } from '#contract/schemas/search.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';

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
  {
    path: '/services',
    messages: servicesMessages,
    title: 'list.title',
    words: ['list.meta_description'],
  },
  { path: '/portfolio', messages: portfolioMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/solutions', messages: solutionsMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/clients', messages: clientsMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/blog', messages: blogMessages, title: 'meta.title', words: ['meta.description'] },
  {
    path: '/about',
    messages: aboutMessages,
    title: 'meta.title',
    // Its words are its sections' (ADR 0064).
    words: ['meta.description'],
  },
  { path: '/careers', messages: careersMessages, title: 'meta.title', words: ['meta.description', 'why.'] },
  { path: '/evenements', messages: eventMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/contact', messages: contactMessages, title: 'meta.title', words: ['meta.description', 'faq.'] },
  { path: '/help', messages: helpMessages, title: 'meta.title', words: ['meta.description'] },
  { path: '/docs', messages: docsMessages, title: 'meta.title', words: ['meta.description', 'toc.'] },
];

const LEGAL_PAGES: readonly { path: string; builders: Record<Language, LegalDocumentBuilder> }[] = [
  { path: '/legal', builders: { fr: legalNoticeFr, en: legalNoticeEn } },
  { path: '/privacy', builders: { fr: privacyFr, en: privacyEn } },
  { path: '/terms', builders: { fr: termsFr, en: termsEn } },
  { path: '/accessibility', builders: { fr: accessibilityFr, en: accessibilityEn } },
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

function legalPage(
  { path, builders }: (typeof LEGAL_PAGES)[number],
  language: Language,
  settings: PublicSettings,
): FixedSearchEntry {
  const document = builders[language](settings);
  const texts = document.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.list ?? []),
  ]);
  return { kind: 'pages', key: path, language, title: document.title, body: texts.join(' '), path };
}

/** The help centre's questions, each found by itself and opened at its theme. */
function helpQuestions(language: Language, settings: PublicSettings): FixedSearchEntry[] {
  const help = helpSettingsOf(settings);
  const params = helpParams(help, language);
  return HELP_CATEGORIES.flatMap((category) =>
    category.questions.map((question) => ({
      kind: 'help' as const,
      key: question.id,
      language,
      title: translate(helpMessages, language, question.question, params),
      body: translate(
        helpMessages,
        language,
        typeof question.answer === 'function' ? question.answer(help) : question.answer,
        params,
      ),
      path: `/help#${category.id}`,
    })),
  );
}

/**
 * The words of the pages that are not items of a kind, in each language, for the site search (ADR
 * 0061): the server has no texts of its own, so the SSR build hands them over with the settings they quote.
 */
export function fixedSearchEntries(settings: Record<Language, PublicSettings>): FixedSearchEntry[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => [
    ...MESSAGE_PAGES.map((page) => messagePage(page, language)),
    ...LEGAL_PAGES.map((page) => legalPage(page, language, settings[language])),
    ...helpQuestions(language, settings[language]),
  ]);
}
