/**
 * Client logos for the demo: a coloured monogram tile and the client's name as a wordmark.
 */
import { BLUE, escapeXml, FONT_FAMILY, NAVY, ORANGE, pick, round, TEAL } from './svg.ts';

const LOGO_MARK_COLORS = [NAVY, TEAL, ORANGE, BLUE] as const;

function initials(name: string): string {
  const stop = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'ong', '&']);
  const words = name.split(/\s+/).filter((word) => word && !stop.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Wraps a name into at most two lines of roughly balanced length. */
function wrapName(name: string, maxChars: number): string[] {
  if (name.length <= maxChars) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i += 1) {
    const first = words.slice(0, i).join(' ');
    const second = words.slice(i).join(' ');
    const score = Math.max(first.length, second.length);
    if (score < bestScore) {
      bestScore = score;
      best = [first, second];
    }
  }
  return best;
}

/** 2:1 logo: light background, a coloured monogram tile and the client name as a wordmark. */
export function logoSvg(name: string): (width: number, height: number) => string {
  return (width, height) => {
    const W = 320;
    const H = 160;
    const color = pick(LOGO_MARK_COLORS, name);
    const mark = 64;
    const markX = 22;
    const markY = (H - mark) / 2;
    const textX = markX + mark + 16;
    const available = W - textX - 16;
    const lines = wrapName(name, 16);
    const longest = Math.max(...lines.map((line) => line.length));
    // DejaVu Sans Bold averages about 0.66 em per character.
    const fontSize = Math.min(26, Math.floor(available / (longest * 0.66)));
    const lineHeight = fontSize * 1.2;
    const firstBaseline = H / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36;
    const text = lines
      .map(
        (line, index) =>
          `<text x="${textX}" y="${round(firstBaseline + index * lineHeight)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="#0f172a">${escapeXml(line)}</text>`,
      )
      .join('\n');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#f8fafc"/>
<rect x="${markX}" y="${markY}" width="${mark}" height="${mark}" rx="16" fill="${color}"/>
<circle cx="${markX + mark - 6}" cy="${markY + 6}" r="7" fill="${color === ORANGE ? NAVY : ORANGE}"/>
<text x="${markX + mark / 2}" y="${round(markY + mark / 2 + 9)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
${text}
</svg>`;
  };
}
