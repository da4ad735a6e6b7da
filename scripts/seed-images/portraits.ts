/**
 * Illustrated portraits in the house style, for the team and the testimonials' authors: a face, a
 * hairstyle and clothes people wear in Conakry (a headwrap, braids, a boubou's collar), never a
 * silhouette. Drawn from the name, so a person keeps their portrait from one run to the next.
 */
import { INK, ORANGE, pick, random, round, svgDocument } from './svg.ts';

const S = 320;

const SKIN = ['#8d5524', '#6b3f1d', '#a0673a', '#5c3317', '#7a4a26'] as const;
const GROUNDS = ['#dbeafe', '#ccfbf1', '#ffedd5', '#e0e7ff', '#fef3c7'] as const;
const CLOTHES = ['#1e3a8a', '#0d9488', '#c2410c', '#7c3aed', '#15803d', '#b91c1c'] as const;
const WRAPS = ['#f97316', '#0d9488', '#facc15', '#db2777'] as const;

/** First names of the seed people, to draw a woman's or a man's hairstyle. */
const WOMEN = new Set([
  'aïssatou',
  'aissatou',
  'mariame',
  'fatoumata',
  'kadiatou',
  'hawa',
  'mariama',
  'aminata',
  'fanta',
]);

type Hair = 'short' | 'fade' | 'bald' | 'wrap' | 'braids' | 'puff';

function hairOf(name: string, rnd: () => number): Hair {
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  const options: readonly Hair[] = WOMEN.has(first) ? ['wrap', 'braids', 'puff'] : ['short', 'fade', 'bald'];
  return options[Math.floor(rnd() * options.length)] ?? 'short';
}

function hairBehind(hair: Hair, colour: string): string {
  if (hair === 'braids')
    return [-1, 1]
      .map(
        (side) =>
          `<path d="M${160 + side * 58} 120 q${side * 22} 80 ${side * 8} 170" stroke="${colour}" stroke-width="26" stroke-linecap="round" fill="none"/>`,
      )
      .join('');
  if (hair === 'puff') return `<circle cx="160" cy="70" r="44" fill="${colour}"/>`;
  return '';
}

function hairOnTop(hair: Hair, colour: string, wrap: string): string {
  switch (hair) {
    case 'short':
      return `<path d="M100 128 q4 -64 60 -66 q56 2 60 66 q-16 -30 -60 -32 q-44 2 -60 32 z" fill="${colour}"/>`;
    case 'fade':
      return `<path d="M102 124 q8 -58 58 -60 q50 2 58 60 q-10 -18 -58 -20 q-48 2 -58 20 z" fill="${colour}"/><path d="M110 112 q50 -26 100 0" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
    case 'bald':
      return `<path d="M128 84 q32 -16 64 0" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    case 'wrap':
      return (
        `<path d="M92 132 q-6 -92 68 -94 q74 2 68 94 q-20 -40 -68 -42 q-48 2 -68 42 z" fill="${wrap}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
        `<path d="M196 48 q40 -10 36 30 q-18 -8 -36 -30 z" fill="${wrap}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
        `<path d="M112 96 q48 -26 96 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5" fill="none"/>`
      );
    case 'braids':
      return `<path d="M98 132 q2 -70 62 -72 q60 2 62 72 q-10 -34 -62 -36 q-52 2 -62 36 z" fill="${colour}"/>${[120, 145, 170, 195].map((x) => `<path d="M${x} 68 v34" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3"/>`).join('')}`;
    case 'puff':
      return `<path d="M100 128 q4 -66 60 -68 q56 2 60 68 q-14 -28 -60 -30 q-46 2 -60 30 z" fill="${colour}"/><path d="M128 78 h64" stroke="${wrap}" stroke-width="10" stroke-linecap="round"/>`;
  }
}

export function portraitSvg(name: string) {
  return (width: number, height: number): string => {
    const rnd = random(name);
    const skin = pick(SKIN, name);
    const groundColour = pick(GROUNDS, `${name}#ground`);
    const clothes = pick(CLOTHES, `${name}#clothes`);
    const wrap = pick(WRAPS, `${name}#wrap`);
    const hair = hairOf(name, rnd);
    const hairColour = '#1f1410';
    const glasses = rnd() < 0.3;
    const smile = 6 + rnd() * 6;
    const face =
      // Ears, head, eyes, brows, nose, smile.
      `<ellipse cx="100" cy="150" rx="12" ry="18" fill="${skin}"/><ellipse cx="220" cy="150" rx="12" ry="18" fill="${skin}"/>` +
      `<ellipse cx="160" cy="140" rx="60" ry="72" fill="${skin}"/>` +
      `<ellipse cx="137" cy="146" rx="6" ry="7" fill="${INK}"/><ellipse cx="183" cy="146" rx="6" ry="7" fill="${INK}"/>` +
      `<path d="M124 128 q13 -8 26 0 M170 128 q13 -8 26 0" stroke="${hairColour}" stroke-width="5" stroke-linecap="round" fill="none"/>` +
      `<path d="M160 152 q-6 16 2 20" stroke="#000000" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round" fill="none"/>` +
      `<path d="M142 ${round(184)} q18 ${round(smile)} 36 0" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none"/>` +
      (glasses
        ? `<circle cx="137" cy="146" r="17" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="183" cy="146" r="17" fill="none" stroke="${INK}" stroke-width="4"/><path d="M154 146 h12" stroke="${INK}" stroke-width="4"/>`
        : '');
    const body =
      `<rect width="${S}" height="${S}" fill="${groundColour}"/>` +
      `<circle cx="${round(60 + rnd() * 40)}" cy="${round(60 + rnd() * 30)}" r="${round(40 + rnd() * 20)}" fill="#ffffff" opacity="0.45"/>` +
      `<circle cx="${round(262 + rnd() * 20)}" cy="${round(70 + rnd() * 30)}" r="12" fill="${ORANGE}" opacity="0.6"/>` +
      hairBehind(hair, hairColour) +
      // Shoulders with a collar, then the neck.
      `<path d="M40 ${S} q0 -92 120 -100 q120 8 120 100 z" fill="${clothes}"/>` +
      `<path d="M126 222 l34 38 l34 -38" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M138 196 v30 q22 16 44 0 v-30 z" fill="${skin}"/>` +
      `<path d="M138 208 q22 14 44 0" stroke="#000000" stroke-opacity="0.15" stroke-width="6" fill="none"/>` +
      face +
      hairOnTop(hair, hairColour, wrap);
    return svgDocument(width, height, S, S, body);
  };
}
