import { describe, expect, it } from 'vitest';
import {
  NARROW_NO_BREAK_SPACE as NARROW,
  NO_BREAK_SPACE as NBSP,
  englishTypographyFaults,
  frenchTypographyFaults,
} from '#contract/french-typography.ts';
import { messageGroups } from './message-groups.ts';

describe('French typography checker', () => {
  it('accepts correct French text', () => {
    for (const text of [
      `Besoin d’aide${NARROW}? Écrivez-nous${NBSP}: nous répondons sous 24${NBSP}heures${NARROW}!`,
      `Le «${NARROW}mobile money${NARROW}» avance${NARROW}; vraiment${NARROW}?!`,
      'Ouvert de 08:00 à 17:30, ratio 16:9, https://weltaare.com/contact?lang=fr, mailto:contact@weltaare.com',
      `Bonjour {name}, voici <a href="https://x.gn/a?b=c" title="Lien : ici">le lien</a>${NBSP}: {url}`,
      'Chargement…',
      'Tom &amp; Jerry',
    ])
      expect(frenchTypographyFaults(text), text).toEqual([]);
  });

  it('finds each fault', () => {
    const cases: [string, string][] = [
      ["Besoin d'aide", 'straight apostrophe'],
      ['Le "mobile money"', 'English double quote'],
      ['Le “mobile money”', 'English double quote'],
      [`Le « mobile money${NARROW}»`, '« not followed'],
      [`Le «${NARROW}mobile money »`, '» not preceded'],
      ['Chargement...', 'three dots'],
      ['Une question ?', '? not preceded'],
      ['Une question?', '? not preceded'],
      [`Bravo${NBSP}!`, '! not preceded'],
      ['Oui ; non', '; not preceded'],
      ['Contact :', ': not preceded'],
      [`Contact${NARROW}: ici`, ': not preceded'],
      ['Contact: {url}', ': not preceded'],
    ];
    for (const [text, fault] of cases) expect(frenchTypographyFaults(text).join('\n'), text).toContain(fault);
  });

  it('finds French spacing in English text', () => {
    expect(englishTypographyFaults('Need help? Write to us: we answer!')).toEqual([]);
    expect(englishTypographyFaults(`Need help${NARROW}?`)).not.toEqual([]);
    expect(englishTypographyFaults(`Write to us${NBSP}: now`)).not.toEqual([]);
  });
});

describe('French typography of the messages', () => {
  for (const [file, module] of Object.entries(messageGroups)) {
    for (const [name, messages] of Object.entries(module)) {
      it(`${file} ${name}`, () => {
        const faults = [
          ...Object.entries(messages.fr).flatMap(([key, text]) =>
            frenchTypographyFaults(text).map((fault) => `fr ${key}: ${fault}`),
          ),
          ...Object.entries(messages.en).flatMap(([key, text]) =>
            englishTypographyFaults(text).map((fault) => `en ${key}: ${fault}`),
          ),
        ];
        expect(faults).toEqual([]);
      });
    }
  }
});
