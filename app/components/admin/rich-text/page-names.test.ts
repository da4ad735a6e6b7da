import { describe, expect, it } from 'vitest';
import { itemPageKindOf } from '#contract/content-kinds/item-pages.ts';
import { STATIC_PAGE_PATHS } from '#contract/page-urls.ts';
import { richTextMessages } from '#app/i18n/messages/rich-text.ts';
import { PAGE_NAMES } from './link-dialog.tsx';

describe("the link dialog's page names", () => {
  it('name every page that is not an item, in both languages: a list of items by its kind, any other by its own name', () => {
    for (const path of STATIC_PAGE_PATHS) {
      const itemPage = itemPageKindOf(path);
      const key = PAGE_NAMES[path];
      expect(Boolean(itemPage) !== Boolean(key), `${path} has one name`).toBe(true);
      if (itemPage) {
        expect(itemPage.kind.label.fr).not.toBe('');
        expect(itemPage.kind.label.en).not.toBe('');
      } else {
        expect(richTextMessages.fr[key!]).not.toBe(richTextMessages.fr['page.kind']);
        expect(richTextMessages.en[key!]).toBeTruthy();
      }
    }
    expect(itemPageKindOf('/evenements')?.kind.label).toEqual({ fr: 'Événements', en: 'Events' });
  });
});
