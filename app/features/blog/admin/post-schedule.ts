import type { AdminBlogPost } from '#contract/schemas/blog.ts';

type PostDates = Pick<AdminBlogPost, 'status' | 'published_at'>;

/** A published post dated in the future: not on the site until its date. */
export function isScheduled(post: PostDates, now = Date.now()): boolean {
  return post.status === 'published' && post.published_at !== null && Date.parse(post.published_at) > now;
}

/** A published post whose date has come: visitors can read it. */
export function isLive(post: PostDates, now = Date.now()): boolean {
  return post.status === 'published' && !isScheduled(post, now);
}
