// Writes the site's icons into public/ from the W mark of public/favicon.svg:
// favicon.ico (16 and 32 px PNGs in an ICO), apple-touch-icon.png (180 px) and the web app
// manifest's 192 and 512 px icons (square, the mark inside the maskable safe zone).
// Run after changing the mark: node scripts/make-icons.mjs
import { Buffer } from 'node:buffer';
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const BRAND = '#1e3a8a';
const MARK = 'M6 9h4l2.5 10L15 9h2l2.5 10L22 9h4l-4.5 15h-3.2L16 14.5 13.7 24h-3.2z';

/** The mark on a full square (home screens and launchers cut their own shape). */
function squareIcon(size) {
  // The mark spans 20 of 32 units; scaled to 60 % of the icon it stays inside the maskable safe zone.
  const scale = (size * 0.6) / 20;
  const offset = size / 2 - 16 * scale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${BRAND}"/>` +
      `<path transform="translate(${offset} ${offset}) scale(${scale})" d="${MARK}" fill="#fff"/></svg>`,
  );
}

const png = (svg, size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file holding PNG images (allowed since Windows Vista, read by every browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

const favicon = await readFile('public/favicon.svg');
const small = await Promise.all([16, 32].map(async (size) => ({ size, data: await png(favicon, size) })));
await writeFile('public/favicon.ico', ico(small));
await writeFile('public/apple-touch-icon.png', await png(squareIcon(180), 180));
for (const size of [192, 512]) await writeFile(`public/icon-${size}.png`, await png(squareIcon(size), size));
