import sharp from 'sharp';
import { LINK_PREVIEW } from '#contract/link-previews.ts';
import { MAX_INPUT_PIXELS } from '../media/image-processing.ts';

const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW;

/** The brand palette (app/app.css) and the W mark of public/favicon.svg (scripts/make-icons.mjs). */
const COLORS = {
  brand950: '#172554',
  brand900: '#1e3a8a',
  brand700: '#1d4ed8',
  brand200: '#bfdbfe',
  accent: '#f97316',
  white: '#ffffff',
};
const MARK = 'M6 9h4l2.5 10L15 9h2l2.5 10L22 9h4l-4.5 15h-3.2L16 14.5 13.7 24h-3.2z';

/** The machine's fonts through fontconfig: the same family measures the lines and draws them. */
const FONT_FAMILY = 'DejaVu Sans';
const MEASURE_SIZE = 100;
const ELLIPSIS = '…';

export interface TitleBox {
  maxWidth: number;
  /** The height of the lines together: a large size is kept for a title of one or two lines. */
  maxHeight: number;
  /** Font sizes to try, largest first; the smallest one cuts what still does not fit. */
  sizes: readonly number[];
  maxLines: number;
}

const LINE_HEIGHT = 1.18;
const lineHeightOf = (fontSize: number) => Math.round(fontSize * LINE_HEIGHT);

/** Without a cover the title has the card; beside a cover, the brand panel on the left. */
const FULL_CARD: TitleBox = { maxWidth: 900, maxHeight: 260, sizes: [88, 80, 72, 64, 58, 52, 48], maxLines: 3 };
const PANEL = { width: 680 };
const BESIDE_COVER: TitleBox = {
  // From the panel's margin (64) to 56 px short of the cover.
  maxWidth: PANEL.width - 64 - 56,
  maxHeight: 240,
  sizes: [58, 52, 48, 44, 40],
  maxLines: 3,
};

export interface PreviewDrawing {
  title: string;
  /** The page's own image (any format sharp reads), drawn beside the title; null for the brand card alone. */
  cover: Buffer | null;
  /** A short line at the bottom, the site's host and the section ("weltaare.com/en/blog"). */
  caption: string;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The title as the installed fonts can draw it: emoji (no emoji font here, they would be empty
 * boxes), control and invisible characters are left out, runs of spaces become one.
 */
export function drawableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/(?![©®™])[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20e3\ufe0e\ufe0f]/gu, '')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ink width of one line at MEASURE_SIZE px, laid out by Pango as librsvg lays out the SVG text. */
function lineMeter() {
  const widths = new Map<string, number>();
  return async (line: string): Promise<number> => {
    const known = widths.get(line);
    if (known !== undefined) return known;
    const { width = 0 } = await sharp({
      text: { text: escapeXml(line), font: `${FONT_FAMILY} Bold ${MEASURE_SIZE}`, dpi: 72 },
    }).metadata();
    widths.set(line, width);
    return width;
  };
}

type Fits = (line: string) => Promise<boolean>;

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** Words on lines, greedily; a word wider than a whole line is broken between its letters. */
async function wrapWords(words: readonly string[], fits: Fits): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (await fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const letter of graphemes(word)) {
      if (line && !(await fits(line + letter))) {
        lines.push(line);
        line = '';
      }
      line += letter;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of `text` that fits with an ellipsis, cut after a word when there is one. */
async function cutWithEllipsis(text: string, fits: Fits): Promise<string> {
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const kept = words.join(' ').replace(/[\s,.;:!?–—-]+$/u, '');
    if (await fits(kept + ELLIPSIS)) return kept + ELLIPSIS;
  }
  const letters = graphemes(words[0] ?? '');
  while (letters.length > 0 && !(await fits(letters.join('') + ELLIPSIS))) letters.pop();
  return letters.join('') + ELLIPSIS;
}

/**
 * The title on at most `maxLines` lines: the largest size that holds it all without breaking a
 * word, else the smallest, cut.
 */
export async function fitTitle(title: string, box: TitleBox): Promise<{ lines: string[]; fontSize: number }> {
  const measure = lineMeter();
  const words = title.split(' ').filter(Boolean);
  const fitsAt =
    (size: number): Fits =>
    async (line) =>
      ((await measure(line)) * size) / MEASURE_SIZE <= box.maxWidth;
  const fontSize = box.sizes[box.sizes.length - 1] ?? MEASURE_SIZE;
  for (const size of box.sizes) {
    const fits = fitsAt(size);
    const wordsFit = (await Promise.all(words.map(fits))).every(Boolean);
    if (!wordsFit && size !== fontSize) continue;
    const lines = await wrapWords(words, fits);
    const room = Math.min(box.maxLines, Math.max(1, Math.floor(box.maxHeight / lineHeightOf(size))));
    if (lines.length <= room) return { lines, fontSize: size };
  }
  const lines = await wrapWords(words, fitsAt(fontSize));
  const kept = lines.slice(0, box.maxLines - 1);
  kept.push(await cutWithEllipsis(lines.slice(box.maxLines - 1).join(' '), fitsAt(fontSize)));
  return { lines: kept, fontSize };
}

/** The W mark on a white tile and the name beside it. */
function logo(x: number, y: number): string {
  const size = 60;
  const scale = size / 32;
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="13" fill="${COLORS.white}"/>`,
    `<path transform="translate(${x} ${y}) scale(${scale})" d="${MARK}" fill="${COLORS.brand900}"/>`,
    `<text x="${x + size + 18}" y="${y + 42}" font-family="${FONT_FAMILY}" font-weight="700" font-size="34" fill="${COLORS.white}" letter-spacing="-0.5">Weltaare</text>`,
  ].join('');
}

/** The title lines, the accent bar above them, the block centred between the logo and the caption. */
function titleBlock(lines: readonly string[], fontSize: number, x: number): string {
  const lineHeight = lineHeightOf(fontSize);
  const top = 150;
  const bottom = 530;
  const blockHeight = lines.length * lineHeight + 40;
  const blockTop = Math.round(top + (bottom - top - blockHeight) / 2);
  const firstBaseline = blockTop + 40 + Math.round(fontSize * 0.92);
  const tspans = lines
    .map((line, index) => `<tspan x="${x}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<rect x="${x}" y="${blockTop}" width="64" height="8" rx="4" fill="${COLORS.accent}"/>`,
    `<text font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="${COLORS.white}" letter-spacing="-0.5">${tspans}</text>`,
  ].join('');
}

function caption(text: string, x: number): string {
  return `<text x="${x}" y="572" font-family="${FONT_FAMILY}" font-size="24" fill="${COLORS.brand200}">${escapeXml(text)}</text>`;
}

const background = (width: number) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${COLORS.brand950}"/><stop offset="0.55" stop-color="${COLORS.brand900}"/>` +
  `<stop offset="1" stop-color="${COLORS.brand700}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${HEIGHT}" fill="url(#bg)"/>`;

/** Soft shapes on the right of the card, in the manner of the site's illustrations. */
function ornaments(): string {
  const dots: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      dots.push(
        `<circle cx="${1000 + col * 28}" cy="${236 + row * 28}" r="3.5" fill="${COLORS.white}" opacity="0.3"/>`,
      );
    }
  }
  return [
    `<circle cx="1120" cy="40" r="250" fill="${COLORS.white}" opacity="0.05"/>`,
    `<circle cx="1090" cy="600" r="150" fill="none" stroke="${COLORS.accent}" stroke-width="16" opacity="0.9"/>`,
    `<path d="M0 560 L${WIDTH} 300 L${WIDTH} 380 L0 640 Z" fill="${COLORS.white}" opacity="0.04"/>`,
    ...dots,
  ].join('');
}

const svg = (width: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">${body}</svg>`,
  );

/** The 1200x630 JPEG of a page: its title on the brand card, beside its own image when it has one. */
export async function drawLinkPreview({ title, cover, caption: captionText }: PreviewDrawing): Promise<Buffer> {
  const text = drawableText(title) || 'Weltaare';
  const cleanCaption = drawableText(captionText);
  if (!cover) {
    const { lines, fontSize } = await fitTitle(text, FULL_CARD);
    const card = svg(
      WIDTH,
      background(WIDTH) + ornaments() + logo(80, 64) + titleBlock(lines, fontSize, 80) + caption(cleanCaption, 80),
    );
    return sharp(card).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
  }
  const { lines, fontSize } = await fitTitle(text, BESIDE_COVER);
  const panel = svg(
    PANEL.width,
    background(PANEL.width) + logo(64, 56) + titleBlock(lines, fontSize, 64) + caption(cleanCaption, 64),
  );
  const picture = await sharp(cover, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(WIDTH - PANEL.width, HEIGHT, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const seam = svg(8, `<rect width="8" height="${HEIGHT}" fill="${COLORS.accent}"/>`);
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: COLORS.brand900 } })
    .composite([
      { input: panel, left: 0, top: 0 },
      { input: picture, left: PANEL.width, top: 0 },
      { input: seam, left: PANEL.width - 4, top: 0 },
    ])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
