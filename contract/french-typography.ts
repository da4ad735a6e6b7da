import type { Language } from './languages.ts';

/** French spacing (issue 14): a narrow no-break space inside « » and before ; ? !, a no-break space before :. */
export const NO_BREAK_SPACE = '\u00a0';
export const NARROW_NO_BREAK_SPACE = '\u202f';

/** What joins a label to its value: a no-break space, then ": " in French; ": " in English. */
export const labelSeparator = (language: Language): string => (language === 'fr' ? `${NO_BREAK_SPACE}: ` : ': ');

/** A quotation in the reader's language: « text » in French (narrow no-break spaces inside), “text” in English. */
export const quoted = (text: string, language: Language): string =>
  language === 'fr' ? `«${NARROW_NO_BREAK_SPACE}${text}${NARROW_NO_BREAK_SPACE}»` : `“${text}”`;

const NO_BREAK_SPACES = `${NO_BREAK_SPACE}${NARROW_NO_BREAK_SPACE}`;

/** What is not prose and keeps its own punctuation: HTML tags and entities, addresses, placeholders. */
const NOT_PROSE = [
  /<[^<>]*>/g,
  /&(?:[a-z]+|#\d+|#x[\da-f]+);/gi,
  /\b(?:https?|ftp):(?:\/\/[^\s<>"«»]*)?/gi,
  /\b(?:mailto|tel|sms|whatsapp):[^\s<>"«»]*/gi,
  /\bwww\.[^\s<>"«»]+/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\{[^{}]*\}/g,
];

/** The text with what is not prose blanked out (same length, so positions still match). */
function proseOnly(text: string): string {
  return NOT_PROSE.reduce((prose, pattern) => prose.replace(pattern, (match) => '_'.repeat(match.length)), text);
}

/** A mark ends a sentence or clause when nothing but spacing, closing marks or the end follows it (not 08:00, not a?b). */
function endsClause(prose: string, index: number): boolean {
  const next = prose[index + 1];
  return next === undefined || /[\s\u00a0\u202f»)\].,;:!?…’”"]/u.test(next);
}

function describe(prose: string, index: number): string {
  return `"${prose.slice(Math.max(0, index - 12), index + 12).replace(/[\u00a0\u202f]/g, '⍽')}"`;
}

/** The faults of a French text against French typography, each with where it is; none for a correct text. */
export function frenchTypographyFaults(text: string): string[] {
  const prose = proseOnly(text);
  const faults: string[] = [];
  for (let index = 0; index < prose.length; index += 1) {
    const char = prose[index];
    const before = prose[index - 1];
    if (char === "'") faults.push(`straight apostrophe or quote (use ’) at ${describe(prose, index)}`);
    else if (char === '"' || char === '“' || char === '”')
      faults.push(`English double quote (use « ») at ${describe(prose, index)}`);
    else if (char === '«' && prose[index + 1] !== NARROW_NO_BREAK_SPACE)
      faults.push(`« not followed by a narrow no-break space at ${describe(prose, index)}`);
    else if (char === '»' && before !== NARROW_NO_BREAK_SPACE)
      faults.push(`» not preceded by a narrow no-break space at ${describe(prose, index)}`);
    else if (char === '.' && prose.startsWith('...', index)) {
      faults.push(`three dots (use …) at ${describe(prose, index)}`);
      index += 2;
    } else if ((char === ';' || char === '?' || char === '!') && endsClause(prose, index)) {
      if (before !== undefined && before !== NARROW_NO_BREAK_SPACE && !/[?!]/.test(before))
        faults.push(`${char} not preceded by a narrow no-break space at ${describe(prose, index)}`);
    } else if (char === ':' && endsClause(prose, index) && before !== undefined && before !== NO_BREAK_SPACE) {
      faults.push(`: not preceded by a no-break space at ${describe(prose, index)}`);
    }
  }
  return faults;
}

/** The faults of an English text that took French spacing: a no-break space before : ; ? !. */
export function englishTypographyFaults(text: string): string[] {
  const prose = proseOnly(text);
  const faults: string[] = [];
  for (const match of prose.matchAll(new RegExp(`[\\s${NO_BREAK_SPACES}]+[:;?!]`, 'gu')))
    if (endsClause(prose, match.index + match[0].length - 1))
      faults.push(`space before ${match[0].at(-1)} (French spacing) at ${describe(prose, match.index)}`);
  return faults;
}

/** Every string inside a value (objects, arrays), with its path: `services[0].name.fr`. */
export function textsIn(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  return [];
}

/** Whether a path from textsIn names a text in the given language (a `fr` or `en` key on the way). */
export function isIn(language: 'fr' | 'en', path: string): boolean {
  return new RegExp(`(^|\\.)${language}(\\.|\\[|$)`).test(path);
}

/** Every typography fault of the `{fr, en}` texts in a value (a module, a record), each named by its path. */
export function typographyFaultsIn(value: unknown): string[] {
  return textsIn(value).flatMap(([path, text]) => {
    const faults = isIn('fr', path)
      ? frenchTypographyFaults(text)
      : isIn('en', path)
        ? englishTypographyFaults(text)
        : [];
    return faults.map((fault) => `${path}: ${fault}`);
  });
}
