import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { translate } from './translate.ts';

describe('translate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the French and English text of a key', () => {
    expect(translate('fr', 'not_found.title')).toBe('Oups ! Page non trouvée');
    expect(translate('en', 'not_found.title')).toBe('Oops! Page not found');
  });

  it('fills named parameters', () => {
    expect(translate('en', 'home.services.learn_more_about', { name: 'Hosting' })).toBe('Learn more about Hosting');
  });

  it('shows the key and warns when a key is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate('fr', 'does.not.exist')).toBe('does.not.exist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does.not.exist'));
  });

  it('has an English text for every French key, and no extra key', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});
