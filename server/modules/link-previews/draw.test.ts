import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawableText, drawLinkPreview, escapeXml, fitTitle } from './draw.ts';

const BOX = { maxWidth: 900, maxHeight: 260, sizes: [88, 72, 60, 48], maxLines: 3 };

/** The brightest value of a region: white title text on the brand blue reaches 255. */
async function brightest(image: Buffer, region: sharp.Region): Promise<number> {
  const { channels } = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  return Math.min(...channels.slice(0, 3).map((channel) => channel.max));
}

describe('drawableText', () => {
  it('leaves out emoji and invisible characters, keeps letters, signs and ©', () => {
    expect(drawableText('🚀 Lancement  de\u200b l’app 🇬🇳 ©')).toBe('Lancement de l’app ©');
    expect(drawableText('1️⃣ R&D <b> 👩🏾‍💻')).toBe('1 R&D <b>');
    expect(drawableText('🎉🎉')).toBe('');
  });
});

describe('escapeXml', () => {
  it('escapes what would end or break the SVG text', () => {
    expect(escapeXml(`R&D <script>"x" 'y'</text>`)).toBe(
      'R&amp;D &lt;script&gt;&quot;x&quot; &apos;y&apos;&lt;/text&gt;',
    );
  });
});

describe('fitTitle', () => {
  it('keeps a short title on one line at the largest size', async () => {
    expect(await fitTitle('À propos', BOX)).toEqual({ lines: ['À propos'], fontSize: 88 });
  });

  it('wraps a long title on up to three lines, smaller, and cuts the rest at a word with an ellipsis', async () => {
    const medium = await fitTitle('Comment choisir un hébergement web fiable pour une PME à Conakry', BOX);
    expect(medium.lines.length).toBeGreaterThan(1);
    expect(medium.lines.length).toBeLessThanOrEqual(3);
    expect(medium.lines.join(' ')).toBe('Comment choisir un hébergement web fiable pour une PME à Conakry');
    // Three lines never at the largest size: the block would crowd the logo and the caption.
    expect(medium.lines.length === 3 ? medium.fontSize : 0).toBeLessThan(88);

    const long = await fitTitle(
      'Cybersécurité : cinq réflexes simples pour protéger votre PME à Conakry dès aujourd’hui, sans budget démesuré ni expert à plein temps, même en pleine saison des pluies',
      BOX,
    );
    expect(long.fontSize).toBe(48);
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]).toMatch(/[^\s,]…$/);
    expect(long.lines.join(' ').startsWith('Cybersécurité : cinq réflexes')).toBe(true);
  });

  it('takes a smaller size rather than break a word that a narrower box cannot hold', async () => {
    const narrow = { maxWidth: 480, maxHeight: 240, sizes: [58, 52, 48, 44, 40], maxLines: 3 };
    const { lines, fontSize } = await fitTitle('Développement web', narrow);
    expect(lines).toEqual(['Développement', 'web']);
    expect(fontSize).toBeLessThan(58);
  });

  it('breaks a word longer than a line at the smallest size between its letters', async () => {
    const { lines } = await fitTitle('x'.repeat(80), { ...BOX, sizes: [48] });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(80));
  });
});

describe('drawLinkPreview', () => {
  it('draws a 1200x630 JPEG of the title on the brand card', async () => {
    const image = await drawLinkPreview({
      title: 'R&D <script>alert(1)</script> 🚀 “Kaloum” & Co',
      cover: null,
      caption: 'weltaare.com/en/blog',
    });
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The title is drawn in white in the middle band; above it, only the dark background.
    expect(await brightest(image, { left: 80, top: 200, width: 800, height: 300 })).toBeGreaterThan(230);
    expect(await brightest(image, { left: 400, top: 20, width: 400, height: 30 })).toBeLessThan(120);
  });

  it('draws a page’s own image beside the title, whatever its size', async () => {
    const cover = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const image = await drawLinkPreview({ title: 'Boutique en ligne', cover, caption: 'weltaare.com/portfolio' });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const { channels } = await sharp(
      await sharp(image).extract({ left: 720, top: 0, width: 480, height: 630 }).toBuffer(),
    ).stats();
    // The cover's own colour (#f97316) fills the right of the card.
    [249, 115, 22].forEach((expected, index) => expect(Math.abs(channels[index]!.mean - expected)).toBeLessThan(6));
  });

  it('draws a title made only of emoji as the site name', async () => {
    const image = await drawLinkPreview({ title: '🎉', cover: null, caption: 'weltaare.com' });
    expect(await brightest(image, { left: 80, top: 260, width: 300, height: 120 })).toBeGreaterThan(230);
  });
});
