import type { Language } from './languages.ts';

/** The blog's RSS feed, one per language: "/blog/rss.xml" and "/en/blog/rss.xml" (see pageUrl). */
export const BLOG_FEED_PATH = '/blog/rss.xml';

/** Named alike by the feed itself and by the blog pages that announce it. */
export const BLOG_FEED_TEXTS: Record<Language, { title: string; description: string }> = {
  fr: {
    title: 'Le blog de Weltaare',
    description: 'Conseils et actualités du digital pour les entreprises de Guinée, par Weltaare à Conakry.',
  },
  en: {
    title: 'The Weltaare blog',
    description: 'Digital tips and news for businesses in Guinea, from Weltaare in Conakry.',
  },
};

/** How many of the latest articles a feed carries. */
export const BLOG_FEED_SIZE = 20;
