import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageCache } from '../http/page-cache.ts';
import { rememberedReads } from '../http/remembered-reads.ts';
import { type PagesOptions, registerPages } from '../http/ssr.ts';
import { createPublicContentReader } from '../modules/content/public-reader.ts';
import { previewPagePath, previewReader } from '../modules/previews/preview-reader.ts';
import type { ServerBuild } from 'react-router';
import type { FixedSearchEntry } from '#contract/schemas/search.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { SUPPORTED_LANGUAGES, type Language } from '#contract/languages.ts';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import { helpCategoriesOf } from '#contract/help-topics.ts';
import { pageSectionWords } from '../modules/search/searchable-texts.ts';
import { createPageForms, type PageFormServices } from './page-forms.ts';
import { PAGE_PATHS, type PageKey } from '#contract/site-pages.ts';

/** The services the pages' forms post to, in-process. */
export const pageFormServicesOf = (app: FastifyInstance): PageFormServices => ({
  contact: app.contact,
  quotes: app.quotes.decisions,
  testimonials: app.testimonialSubmissions,
  newsletter: app.newsletter,
  login: app.login,
});

export interface PagesPluginOptions extends Omit<PagesOptions, 'content' | 'forms' | 'pageCache' | 'openPreview'> {
  /** Keep reads and rendered public pages in memory; in production only unless said (code changes in development). */
  keepInMemory?: boolean;
}

/** What the SSR build's entry hands the server beside its pages (app/entry.server.tsx). */
interface EntryExports {
  fixedSearchEntries?: () => FixedSearchEntry[];
}

/** A site page as visitors read it: its key and shown sections. */
interface SitePage {
  key: PageKey;
  sections: PublicPageSection[];
}

/**
 * The fixed pages' words, for the site search, with the settings they quote and the sections staff
 * wrote as they are now: made again only when those, or the build, change (the same list otherwise,
 * which the index then leaves alone).
 */
function fixedSearchEntriesOf(app: FastifyInstance, build: PagesPluginOptions['build']) {
  let last: { words: EntryExports['fixedSearchEntries']; key: string; entries: FixedSearchEntry[] } | null = null;
  return async (): Promise<FixedSearchEntry[]> => {
    const { entry } = typeof build === 'function' ? await build() : (build as ServerBuild);
    const words = (entry.module as EntryExports).fixedSearchEntries;
    if (!words) return [];
    const settings = Object.fromEntries(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(async (language) => [language, await app.publicContent.settings.get(language)]),
      ),
    ) as Record<Language, PublicSettings>;
    // The site's pages staff write (ADR 0064): their sections' words join the entry of their path;
    // the help centre's questions are found one by one, at their theme (ADR 0068).
    const pageWords = new Map<string, string>();
    const helpQuestions: FixedSearchEntry[] = [];
    for (const language of SUPPORTED_LANGUAGES) {
      const pages = (await app.publicContent.kinds.pages!.all(language)) as unknown as SitePage[];
      for (const page of pages) {
        // On the help page a theme's questions are entries of their own; elsewhere they are the page's words.
        const help = page.key === 'help';
        const questions = help ? helpCategoriesOf(page.sections, settings[language], language) : [];
        const shown = help ? page.sections.filter((section) => section.type !== 'help_topic') : page.sections;
        pageWords.set(`${language}:${PAGE_PATHS[page.key]}`, pageSectionWords(shown, settings[language], language));
        for (const category of questions) {
          for (const question of category.questions) {
            helpQuestions.push({
              kind: 'help',
              key: question.id,
              language,
              title: question.question,
              body: question.answer,
              path: `/help#${category.id}`,
            });
          }
        }
      }
    }
    const key = JSON.stringify([settings, [...pageWords], helpQuestions]);
    if (last?.words !== words || last.key !== key) {
      const withPages = words().map((entry) => {
        const shown = entry.kind === 'pages' ? pageWords.get(`${entry.language}:${entry.path}`) : undefined;
        return shown ? { ...entry, body: `${entry.body} ${shown}` } : entry;
      });
      last = { words, key, entries: [...withPages, ...helpQuestions] };
    }
    return last.entries;
  };
}

/** How much is kept in memory, and a safety net for what time alone changes (a scheduled post). */
const MEMORY = { pages: 300, reads: 2000, ttlMs: 60_000 };

/**
 * Every page, on the app's own services: public reads for loaders, forms for actions, drafts for
 * preview links. In production the reads and the rendered public pages are kept in memory until the
 * content changes.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, { keepInMemory, ...options }: PagesPluginOptions) => {
    const reader = createPublicContentReader(app.publicContent);
    const inMemory = keepInMemory ?? options.mode === 'production';
    const reads = inMemory ? rememberedReads(reader, { maxEntries: MEMORY.reads, ttlMs: MEMORY.ttlMs }) : null;
    const pageCache = inMemory ? createPageCache({ maxEntries: MEMORY.pages, ttlMs: MEMORY.ttlMs }) : undefined;
    app.contentChanges.subscribe(() => {
      reads?.forget();
      pageCache?.forget();
    });
    await registerPages(app, {
      ...options,
      pageCache,
      countView: app.visits.countAnswer,
      content: reads?.reader ?? reader,
      openPreview: async (token, language, content) => {
        const preview = await app.previews.open(token);
        if (!preview) return null;
        // A kind seen on no page has no draft to read.
        const path = previewPagePath(preview, language);
        return { path, content: path ? previewReader(content, preview) : content };
      },
      forms: (visitor) => createPageForms(pageFormServicesOf(app), visitor),
    });
    void app.publicContent.search.index.useFixedEntries(fixedSearchEntriesOf(app, options.build));
  },
  {
    name: 'pages',
    dependencies: [
      'content',
      'contact',
      'quotes',
      'testimonial-submissions',
      'newsletter',
      'auth',
      'previews',
      'analytics',
    ],
  },
);
