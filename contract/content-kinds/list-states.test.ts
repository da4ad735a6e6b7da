import { describe, expect, it } from 'vitest';
import { blogPostsKind } from './blog-posts.ts';
import { currentStateOf, listStatesOf, stateFieldsOf, stateQuery } from './list-states.ts';
import { testimonialsKind } from './testimonials.ts';

describe('the state tabs of a list', () => {
  it('are the declared stats, over the fields they name', () => {
    expect(listStatesOf(testimonialsKind)).toEqual(['pending', 'approved', 'rejected', 'featured']);
    expect(stateFieldsOf(testimonialsKind)).toEqual(['status', 'featured']);
    expect(stateQuery(testimonialsKind, 'featured')).toEqual({ featured: 'true' });
    expect(stateQuery(blogPostsKind, 'scheduled')).toEqual({ scheduled: 'true' });
  });

  it('know which tab a query is on: all, the one it names exactly, or none', () => {
    expect(currentStateOf(testimonialsKind, { search: 'Awa' })).toBe('all');
    expect(currentStateOf(testimonialsKind, { status: 'pending', search: 'Awa' })).toBe('pending');
    expect(currentStateOf(testimonialsKind, { featured: 'true' })).toBe('featured');
    expect(currentStateOf(blogPostsKind, { scheduled: 'true' })).toBe('scheduled');
    // Two states at once are no tab.
    expect(currentStateOf(testimonialsKind, { status: 'approved', featured: 'true' })).toBeNull();
  });
});
