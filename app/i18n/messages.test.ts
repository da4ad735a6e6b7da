import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_NO_BREAK_SPACE } from '#contract/french-typography.ts';
import { translate } from './define-messages.ts';
import { messageGroups as groups } from './message-groups.ts';
import { commonMessages } from './messages/common.ts';

describe('messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the message groups', () => {
    expect(Object.keys(groups).length).toBeGreaterThan(1);
  });

  for (const [file, module] of Object.entries(groups)) {
    for (const [name, messages] of Object.entries(module)) {
      it(`${file} ${name}: English has exactly the French keys, none empty`, () => {
        expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.fr).sort());
        for (const text of [...Object.values(messages.fr), ...Object.values(messages.en)])
          expect(text.trim()).not.toBe('');
      });
    }
  }

  it('translates and fills parameters', () => {
    expect(translate(commonMessages, 'fr', 'not_found.title')).toBe(`Oups${NARROW_NO_BREAK_SPACE}! Page non trouvée`);
    expect(translate(commonMessages, 'en', 'footer.copyright', { year: 2026, company: 'Weltaare' })).toBe(
      '© 2026 Weltaare. All rights reserved.',
    );
  });

  it('shows the key and warns when a key is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate(commonMessages, 'fr', 'does.not.exist' as 'loading')).toBe('does.not.exist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does.not.exist'));
  });
});
