import type { PublicBlogPost } from '#contract/schemas/blog.ts';

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

/** schema.org BlogPosting of a post, as the text of a `<script type="application/ld+json">`. */
export function blogPostingJsonLd(post: PublicBlogPost, url: string, image: string | null): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author_name },
    ...(image ? { image } : {}),
    mainEntityOfPage: url,
    keywords: post.tags.join(', '),
    publisher: { '@type': 'Organization', name: 'Weltaare' },
  };
  // "<" escaped so a title holding "</script>" cannot close the tag.
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}
