import type { Language } from '#contract/languages.ts';
import { LINK_PREVIEW } from '#contract/link-previews.ts';
import type { PublicBlogPost } from '#contract/schemas/blog.ts';
import { pageUrl } from '#contract/page-urls.ts';

const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML body at 200 words a minute, rounded up, at least one. */
export function readingMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .trim();
  const words = text ? text.split(/\s+/).length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

interface PostingPlace {
  /** The article's canonical URL. */
  url: string;
  /** Absolute URL of the post's 1200x630 link preview (its cover and title): Google asks for 1200 px at least. */
  image: string;
  language: Language;
  /** PUBLIC_URL's origin: the author's and publisher's pages and the logo live under it. */
  origin: string;
}

/** schema.org BlogPosting of a post, as the text of a `<script type="application/ld+json">`. */
export function blogPostingJsonLd(post: PublicBlogPost, { url, image, language, origin }: PostingPlace): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at,
    // Edited before a scheduled publication, it was last modified when it came out.
    dateModified: post.updated_at > post.published_at ? post.updated_at : post.published_at,
    inLanguage: language,
    author: { '@type': 'Person', name: post.author_name, url: pageUrl(origin, '/about', language) },
    image: { '@type': 'ImageObject', url: image, width: LINK_PREVIEW.width, height: LINK_PREVIEW.height },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: post.tags.join(', '),
    publisher: {
      '@type': 'Organization',
      name: 'Weltaare',
      url: pageUrl(origin, '/', language),
      logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png`, width: 512, height: 512 },
    },
  };
  // "<" escaped so a title holding "</script>" cannot close the tag.
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}
