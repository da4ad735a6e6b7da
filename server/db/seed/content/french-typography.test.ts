import { describe, expect, it } from 'vitest';
import { typographyFaultsIn } from '#contract/french-typography.ts';

const seedContent = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

describe('French typography of the seed content', () => {
  it('finds the seed content', () => {
    expect(Object.keys(seedContent).length).toBeGreaterThan(5);
  });

  for (const [file, module] of Object.entries(seedContent)) {
    it(file, () => {
      expect(typographyFaultsIn(module)).toEqual([]);
    });
  }
});
