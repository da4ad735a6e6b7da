import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { pluralKey } from './content-list-counts.ts';
import { contentListMessages } from './messages/content-lists.ts';

describe('the bulk actions texts', () => {
  it('name every transition of every kind, in both languages', () => {
    const actions = new Set(CONTENT_KINDS.flatMap((kind) => [...Object.keys(kind.transitions), 'delete']));
    for (const action of actions)
      for (const language of ['fr', 'en'] as const)
        expect(contentListMessages[language]).toHaveProperty([`bulk.action.${action}`]);
  });

  it('count the French way (0 and 1 are singular) and the English way', () => {
    expect(pluralKey('fr', 'bulk.done', 0)).toBe('bulk.done_one');
    expect(pluralKey('fr', 'bulk.done', 2)).toBe('bulk.done_other');
    expect(pluralKey('en', 'bulk.done', 0)).toBe('bulk.done_other');
    expect(pluralKey('en', 'bulk.done', 1)).toBe('bulk.done_one');
  });
});
