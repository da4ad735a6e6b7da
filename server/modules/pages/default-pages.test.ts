import { describe, expect, it } from 'vitest';
import { typographyFaultsIn } from '#contract/french-typography.ts';
import { DEFAULT_PAGES } from './default-pages.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

/* The site's pages as it was written (ADR 0064): what a running site starts with, before staff change a word. */
describe('the default pages', () => {
  for (const [key, sections] of Object.entries(DEFAULT_PAGES)) {
    it(`${key}: passes the checks of a page staff save, in French typography`, () => {
      const checked = pagesKind.fields.sections.input.safeParse(sections);
      expect(checked.error?.issues ?? []).toEqual([]);
      expect(typographyFaultsIn(sections)).toEqual([]);
    });
  }
});
