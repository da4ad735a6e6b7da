import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('makes a URL slug from a French title', () => {
    expect(slugify('Développement Web & Mobile')).toBe('developpement-web-mobile');
    expect(slugify("L'e-commerce en Guinée : 5 conseils")).toBe('le-commerce-en-guinee-5-conseils');
    expect(slugify('  Études à l’étranger  ')).toBe('etudes-a-letranger');
  });

  it('keeps ligatures and other letters as letters', () => {
    expect(slugify('Cœur de métier')).toBe('coeur-de-metier');
    expect(slugify('Œuvre d’art')).toBe('oeuvre-dart');
    expect(slugify('Straße Ærø')).toBe('strasse-aero');
    expect(slugify('Chef·fe de projet web')).toBe('chef-fe-de-projet-web');
  });

  it('returns an empty string when nothing is left, and caps the length', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(150))).toHaveLength(100);
  });
});
