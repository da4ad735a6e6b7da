import slugifyText from '@sindresorhus/slugify';

const MAX_SLUG_LENGTH = 100;

/** As slugs were made before: "&" is dropped, apostrophes join their words ("l'étranger" -> "letranger"), "·" separates. */
const FRENCH_REPLACEMENTS: [string, string][] = [
  ['&', ''],
  ["'", ''],
  ['’', ''],
  ['·', ' '],
];

/** "Développement Web & Mobile" -> "developpement-web-mobile"; ligatures kept as letters ("cœur" -> "coeur"). */
export function slugify(text: string): string {
  return slugifyText(text, { decamelize: false, customReplacements: FRENCH_REPLACEMENTS })
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}
