import { describe, expect, it } from 'vitest';
import {
  frenchTypographyFaults,
  isIn,
  labelSeparator,
  quoted,
  textsIn,
  typographyFaultsIn,
} from './french-typography.ts';

// Labels, validation messages and other bilingual texts the contract holds ({ fr, en } pairs).
const contract = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

describe('French typography of the contract’s texts', () => {
  it('reads paths', () => {
    expect(textsIn({ a: [{ fr: 'x', en: 'y' }] })).toEqual([
      ['a[0].fr', 'x'],
      ['a[0].en', 'y'],
    ]);
    expect(isIn('fr', 'a[0].fr')).toBe(true);
    expect(isIn('fr', 'a.fr.b')).toBe(true);
    expect(isIn('fr', 'a.free')).toBe(false);
    const faults = typographyFaultsIn({ label: { fr: "L'eau", en: 'Water\u00a0: clean' } });
    expect(faults).toHaveLength(2);
    expect(faults[0]).toMatch(/^label\.fr: /);
    expect(faults[1]).toMatch(/^label\.en: /);
  });

  for (const [file, module] of Object.entries(contract)) {
    it(file, () => {
      expect(typographyFaultsIn(module)).toEqual([]);
    });
  }
});

describe('quotations and labels in the reader’s language', () => {
  it('quotes with « » and narrow no-break spaces in French, with “ ” in English', () => {
    expect(quoted('Un travail remarquable.', 'fr')).toBe('«\u202fUn travail remarquable.\u202f»');
    expect(frenchTypographyFaults(quoted('Un travail remarquable.', 'fr'))).toEqual([]);
    expect(quoted('Remarkable work.', 'en')).toBe('“Remarkable work.”');
  });

  it('joins a label to its value with a no-break space before the colon in French only', () => {
    expect(`Email${labelSeparator('fr')}contact@weltaare.com`).toBe('Email\u00a0: contact@weltaare.com');
    expect(`Email${labelSeparator('en')}contact@weltaare.com`).toBe('Email: contact@weltaare.com');
  });
});
