import { describe, expect, it } from 'vitest';
import { englishTypographyFaults, frenchTypographyFaults, isIn, textsIn } from '#contract/french-typography.ts';

const seedContent = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

describe('French typography of the seed content', () => {
  it('finds the seed content', () => {
    expect(Object.keys(seedContent).length).toBeGreaterThan(5);
  });

  for (const [file, module] of Object.entries(seedContent)) {
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
