import { describe, expect, it } from 'vitest';
import type { PublicBlogPost } from '#contract/schemas/blog.ts';
import { blogPostingJsonLd, readingMinutes } from './article.ts';

describe('readingMinutes', () => {
  it('counts the words of the text, not the tags, at 200 a minute rounded up', () => {
    expect(readingMinutes('<p>un deux</p>')).toBe(1);
    expect(readingMinutes(`<p>${'mot '.repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'mot '.repeat(201)}</p><ul><li>x</li></ul>`)).toBe(2);
    expect(readingMinutes(`<h2>${'a '.repeat(300)}</h2><p>${'b '.repeat(300)}</p>`)).toBe(3);
  });

  it('says one minute for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
  });
});

describe('blogPostingJsonLd', () => {
  const post: PublicBlogPost = {
    id: 1,
    slug: 'a-post',
    title: 'Title </script><script>alert(1)</script>',
    excerpt: 'Excerpt',
    cover_image: '/media/a',
    author_name: 'Oumar Sylla',
    tags: ['web', 'pme'],
    published_at: '2026-01-20T09:00:00.000Z',
    updated_at: '2026-02-03T10:00:00.000Z',
    body: '<p>x</p>',
    seo_title: null,
    seo_description: null,
    seo_image: null,
  };

  const place = { url: 'https://example.com/en/blog/a-post', language: 'en', origin: 'https://example.com' } as const;

  it('describes the post, its author and publisher, and escapes "<"', () => {
    const text = blogPostingJsonLd(post, { ...place, image: 'https://example.com/og/en/blog/a-post.jpg?v=1abcdef' });
    expect(text).not.toContain('<');
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.published_at,
      dateModified: '2026-02-03T10:00:00.000Z',
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Oumar Sylla', url: 'https://example.com/en/about' },
      // Google asks for an image at least 1200 px wide: the link preview, with its size.
      image: {
        '@type': 'ImageObject',
        url: 'https://example.com/og/en/blog/a-post.jpg?v=1abcdef',
        width: 1200,
        height: 630,
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/en/blog/a-post' },
      publisher: {
        '@type': 'Organization',
        name: 'Weltaare',
        logo: { '@type': 'ImageObject', url: 'https://example.com/icon-512.png' },
      },
    });
  });

  it('dates a post edited before its scheduled publication as modified when it came out', () => {
    const scheduled = { ...post, updated_at: '2026-01-10T08:00:00.000Z' };
    const parsed = JSON.parse(
      blogPostingJsonLd(scheduled, { ...place, image: 'https://example.com/og/en/blog/a-post.jpg?v=1abcdef' }),
    ) as Record<string, unknown>;
    expect(parsed.dateModified).toBe(post.published_at);
  });
});
