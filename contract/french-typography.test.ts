import { describe, expect, it } from 'vitest';
import {
  englishTypographyFaults,
  frenchTypographyFaults,
  isIn,
  labelSeparator,
  quoted,
  textsIn,
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
  });

  for (const [file, module] of Object.entries(contract)) {
    it(file, () => {
      const texts = textsIn(module);
      const faults = [
        ...texts
          .filter(([path]) => isIn('fr', path))
          .flatMap(([path, text]) => frenchTypographyFaults(text).map((fault) => `${path}: ${fault}`)),
        ...texts
          .filter(([path]) => isIn('en', path))
          .flatMap(([path, text]) => englishTypographyFaults(text).map((fault) => `${path}: ${fault}`)),
      ];
      expect(faults).toEqual([]);
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
