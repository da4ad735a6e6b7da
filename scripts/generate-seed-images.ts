/**
 * Renders the demo seed images into public/media/seed/.
 *
 * The list of images is read from the seed content files, so an image exists for
 * every base path the seed data points at. For each base path and each width of its
 * kind, it writes `{base}-{width}.avif` and `{base}-{width}.webp` (see contract/images.ts).
 *
 * Run with: npx tsx scripts/generate-seed-images.ts
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Code,
  Globe,
  GraduationCap,
  Lock,
  Megaphone,
  Newspaper,
  Palette,
  Server,
  Share2,
  ShoppingBag,
  Smartphone,
  Truck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { SERVICE_ICON_GLYPHS } from '../app/components/ui/service-icon.tsx';
import { IMAGE_FORMATS, IMAGE_KINDS, imageUrl, type ImageFormat, type ImageKind } from '../contract/images.ts';
import { seedBlogPosts } from '../server/db/seed/content/blog-posts.ts';
import { seedClients } from '../server/db/seed/content/clients.ts';
import { seedProjects } from '../server/db/seed/content/projects.ts';
import { seedServices } from '../server/db/seed/content/services.ts';
import { seedSolutions } from '../server/db/seed/content/solutions.ts';
import { seedTeamMembers } from '../server/db/seed/content/team-members.ts';
import { seedTestimonials } from '../server/db/seed/content/testimonials.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const SEED_PREFIX = '/media/seed/';
const SEED_DIR = path.join(PUBLIC_DIR, 'media', 'seed');

const QUALITY: Record<ImageFormat, number> = { webp: 60, avif: 45 };
const FONT_FAMILY = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** Brand palette. */
const BLUE_900 = '#1e3a8a';
const BLUE_600 = '#2563eb';
const ORANGE = '#f97316';
const TEAL = '#0d9488';

/** Background gradient pairs for covers, always in the brand palette. */
const COVER_GRADIENTS: readonly (readonly [string, string])[] = [
  [BLUE_900, BLUE_600],
  [BLUE_900, TEAL],
  ['#172554', BLUE_600],
  [TEAL, BLUE_900],
  [BLUE_600, '#1e40af'],
];
const ACCENTS = [ORANGE, TEAL, '#38bdf8', ORANGE] as const;

/** Soft backgrounds and silhouette tones for portraits. */
const PORTRAIT_TONES: readonly { bg: [string, string]; figure: string }[] = [
  { bg: ['#dbeafe', '#bfdbfe'], figure: BLUE_900 },
  { bg: ['#ccfbf1', '#99f6e4'], figure: '#115e59' },
  { bg: ['#ffedd5', '#fed7aa'], figure: '#9a3412' },
  { bg: ['#e0e7ff', '#c7d2fe'], figure: '#312e81' },
  { bg: ['#e0f2fe', '#bae6fd'], figure: '#075985' },
];

const LOGO_MARK_COLORS = [BLUE_900, TEAL, ORANGE, BLUE_600] as const;

interface ImageJob {
  base: string;
  kind: ImageKind;
  render: (width: number, height: number) => string;
}

// ---------------------------------------------------------------------------
// Small helpers

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1): the same base path always gives the same picture. */
function random(seedText: string): () => number {
  let state = hash(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], seedText: string): T {
  const item = items[hash(seedText) % items.length];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** A lucide glyph as a nested <svg>, stroked in the given colour. */
function glyph(icon: LucideIcon, x: number, y: number, size: number, color: string, strokeWidth = 1.6): string {
  const markup = renderToStaticMarkup(createElement(icon, { color, strokeWidth, size }));
  // Keep lucide's viewBox (24 x 24) and place the glyph with our own box.
  return markup.replace(/^<svg([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:width|height)="[^"]*"/g, '');
    return `<svg x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}"${rest}>`;
  });
}

function initials(name: string): string {
  const stop = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'ong', '&']);
  const words = name.split(/\s+/).filter((word) => word && !stop.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

// ---------------------------------------------------------------------------
// Renderers. Every SVG uses a fixed viewBox and is scaled to the requested size.

/** 3:2 cover: brand gradient, soft geometric shapes and one large glyph on a frosted card. */
function coverSvg(seedText: string, icon: LucideIcon): (width: number, height: number) => string {
  return (width, height) => {
    const W = 960;
    const H = 640;
    const rnd = random(seedText);
    const [from, to] = pick(COVER_GRADIENTS, seedText);
    const accent = pick(ACCENTS, `${seedText}#accent`);
    const angle = Math.floor(rnd() * 4);
    const gradientEnds = [
      'x1="0" y1="0" x2="1" y2="1"',
      'x1="1" y1="0" x2="0" y2="1"',
      'x1="0" y1="1" x2="1" y2="0"',
      'x1="0" y1="0" x2="1" y2="0.6"',
    ][angle];

    const shapes: string[] = [];
    // Large soft circles.
    for (let i = 0; i < 3; i += 1) {
      const r = 140 + rnd() * 200;
      const cx = rnd() * W;
      const cy = rnd() * H;
      shapes.push(
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="#ffffff" opacity="${round(0.05 + rnd() * 0.06)}"/>`,
      );
    }
    // Accent ring and a diagonal band.
    const ringX = rnd() < 0.5 ? 120 + rnd() * 160 : W - 120 - rnd() * 160;
    const ringY = 110 + rnd() * 420;
    shapes.push(
      `<circle cx="${round(ringX)}" cy="${round(ringY)}" r="${round(60 + rnd() * 50)}" fill="none" stroke="${accent}" stroke-width="14" opacity="0.85"/>`,
    );
    const bandY = 380 + rnd() * 200;
    shapes.push(
      `<path d="M0 ${round(bandY)} L${W} ${round(bandY - 260)} L${W} ${round(bandY - 180)} L0 ${round(bandY + 80)} Z" fill="#ffffff" opacity="0.06"/>`,
    );
    // Dot grid in one corner.
    const gridX = rnd() < 0.5 ? 60 : W - 60 - 5 * 28;
    const gridY = rnd() < 0.5 ? 60 : H - 60 - 4 * 28;
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 6; col += 1) {
        shapes.push(
          `<circle cx="${gridX + col * 28}" cy="${gridY + row * 28}" r="3.5" fill="#ffffff" opacity="0.35"/>`,
        );
      }
    }
    // Small accent squares.
    for (let i = 0; i < 2; i += 1) {
      const size = 22 + rnd() * 26;
      const x = rnd() * (W - size);
      const y = rnd() * (H - size);
      const rotation = Math.round(rnd() * 90);
      shapes.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" rx="6" fill="${i === 0 ? accent : '#ffffff'}" opacity="${i === 0 ? 0.9 : 0.25}" transform="rotate(${rotation} ${round(x + size / 2)} ${round(y + size / 2)})"/>`,
      );
    }

    // Central card with the glyph.
    const card = 260;
    const cardX = (W - card) / 2;
    const cardY = (H - card) / 2;
    const glyphSize = 150;

    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" ${gradientEnds}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${shapes.join('\n')}
<rect x="${cardX}" y="${cardY}" width="${card}" height="${card}" rx="48" fill="#ffffff" opacity="0.14"/>
<rect x="${cardX}" y="${cardY}" width="${card}" height="${card}" rx="48" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<rect x="${cardX + card - 56}" y="${cardY - 16}" width="72" height="72" rx="20" fill="${accent}"/>
${glyph(icon, cardX + (card - glyphSize) / 2, cardY + (card - glyphSize) / 2, glyphSize, '#ffffff', 1.5)}
</svg>`;
  };
}

/** 1:1 portrait: soft background and a simple head-and-shoulders silhouette. */
function portraitSvg(seedText: string): (width: number, height: number) => string {
  return (width, height) => {
    const S = 320;
    const rnd = random(seedText);
    const tone = pick(PORTRAIT_TONES, seedText);
    const headR = 58 + rnd() * 8;
    const headY = 132 + rnd() * 8;
    const shoulderTop = headY + headR + 14;
    const shoulderW = 118 + rnd() * 16;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${S} ${S}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.bg[0]}"/><stop offset="1" stop-color="${tone.bg[1]}"/></linearGradient>
</defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>
<circle cx="${round(40 + rnd() * 60)}" cy="${round(40 + rnd() * 50)}" r="${round(50 + rnd() * 30)}" fill="#ffffff" opacity="0.35"/>
<circle cx="${round(250 + rnd() * 40)}" cy="${round(60 + rnd() * 40)}" r="14" fill="${ORANGE}" opacity="0.55"/>
<path d="M${round(160 - shoulderW)} ${S} C${round(160 - shoulderW)} ${round(shoulderTop + 30)} ${round(160 - shoulderW * 0.55)} ${round(shoulderTop)} 160 ${round(shoulderTop)} C${round(160 + shoulderW * 0.55)} ${round(shoulderTop)} ${round(160 + shoulderW)} ${round(shoulderTop + 30)} ${round(160 + shoulderW)} ${S} Z" fill="${tone.figure}" opacity="0.88"/>
<circle cx="160" cy="${round(headY)}" r="${round(headR)}" fill="${tone.figure}" opacity="0.88"/>
</svg>`;
  };
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
function logoSvg(name: string): (width: number, height: number) => string {
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
<circle cx="${markX + mark - 6}" cy="${markY + 6}" r="7" fill="${color === ORANGE ? BLUE_900 : ORANGE}"/>
<text x="${markX + mark / 2}" y="${round(markY + mark / 2 + 9)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
${text}
</svg>`;
  };
}

// ---------------------------------------------------------------------------
// Glyph choices

/** A service's or solution's picture shows the icon its card shows (issue 14: one icon per service). */
function iconGlyph(icon: string | undefined): LucideIcon {
  return SERVICE_ICON_GLYPHS[icon as keyof typeof SERVICE_ICON_GLYPHS] ?? Globe;
}

const CATEGORY_GLYPHS: Record<string, LucideIcon> = {
  web: Code,
  mobile: Smartphone,
  design: Palette,
  ecommerce: ShoppingBag,
  communication: Megaphone,
  hosting: Server,
};

/** The first tag with a glyph decides the picture of a blog post. */
const TAG_GLYPHS: Record<string, LucideIcon> = {
  mobile: Smartphone,
  'paiement-mobile': Wallet,
  'e-commerce': Wallet,
  études: GraduationCap,
  cybersécurité: Lock,
  'réseaux-sociaux': Share2,
  communication: Share2,
  web: Globe,
};

function projectGlyph(serviceSlug: string | undefined, category: string): LucideIcon {
  if (serviceSlug === 'mobile-apps' && category === 'mobile') return Smartphone;
  if (serviceSlug === 'tech-commerce') return Truck;
  const service = seedServices.find((candidate) => candidate.slug === serviceSlug);
  return CATEGORY_GLYPHS[category] ?? iconGlyph(service?.icon);
}

function blogGlyph(tags: readonly string[]): LucideIcon {
  for (const tag of tags) {
    const icon = TAG_GLYPHS[tag];
    if (icon) return icon;
  }
  return Newspaper;
}

// ---------------------------------------------------------------------------
// The list of images, read from the seed content.

function collectJobs(): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  const add = (base: string | null | undefined, kind: ImageKind, render: ImageJob['render']): void => {
    if (!base) return;
    if (!base.startsWith(SEED_PREFIX)) throw new Error(`Seed image outside ${SEED_PREFIX}: ${base}`);
    const existing = jobs.get(base);
    if (existing && existing.kind !== kind)
      throw new Error(`Image ${base} is used as both ${existing.kind} and ${kind}`);
    if (!existing) jobs.set(base, { base, kind, render });
  };

  for (const service of seedServices) {
    add(service.featuredImage, 'cover', coverSvg(service.slug, iconGlyph(service.icon)));
  }
  for (const project of seedProjects) {
    add(project.coverImage, 'cover', coverSvg(project.slug, projectGlyph(project.serviceSlug, project.category)));
    for (const image of project.gallery ?? [])
      add(image, 'cover', coverSvg(image, projectGlyph(project.serviceSlug, project.category)));
  }
  for (const post of seedBlogPosts) {
    add(post.coverImage, 'cover', coverSvg(post.slug, blogGlyph((post.tags ?? []).map((tag) => tag.fr))));
  }
  for (const solution of seedSolutions) {
    add(solution.image, 'cover', coverSvg(solution.slug, iconGlyph(solution.icon)));
  }
  for (const member of seedTeamMembers) add(member.photo, 'portrait', portraitSvg(member.name));
  for (const testimonial of seedTestimonials)
    add(testimonial.clientPhoto, 'portrait', portraitSvg(testimonial.clientName));
  for (const client of seedClients) add(client.logo, 'logo', logoSvg(client.name));

  return [...jobs.values()];
}

// ---------------------------------------------------------------------------

function outputPath(base: string, width: number, format: ImageFormat): string {
  return path.join(PUBLIC_DIR, ...imageUrl(base, width, format).split('/').filter(Boolean));
}

async function render(job: ImageJob): Promise<string[]> {
  const { width: ratioW, height: ratioH, widths } = IMAGE_KINDS[job.kind];
  const written: string[] = [];
  for (const width of widths) {
    const height = Math.round((width * ratioH) / ratioW);
    const svg = Buffer.from(job.render(width, height));
    for (const format of IMAGE_FORMATS) {
      const file = outputPath(job.base, width, format);
      await mkdir(path.dirname(file), { recursive: true });
      const pipeline = sharp(svg).resize(width, height, { fit: 'fill' });
      const buffer =
        format === 'avif'
          ? await pipeline.avif({ quality: QUALITY.avif, effort: 2 }).toBuffer()
          : await pipeline.webp({ quality: QUALITY.webp, effort: 6 }).toBuffer();
      await writeFile(file, buffer);
      written.push(file);
    }
  }
  return written;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}

async function main(): Promise<void> {
  const jobs = collectJobs();
  const written = new Set<string>();
  const queue = [...jobs];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const file of await render(job)) written.add(file);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));

  // Remove images no seed content points at any more.
  let removed = 0;
  for (const file of await listFiles(SEED_DIR)) {
    if (!written.has(file)) {
      await rm(file);
      removed += 1;
    }
  }

  let bytes = 0;
  let largest = { file: '', size: 0 };
  for (const file of written) {
    const { size } = await stat(file);
    bytes += size;
    if (size > largest.size) largest = { file, size };
  }
  const counts = new Map<ImageKind, number>();
  for (const job of jobs) counts.set(job.kind, (counts.get(job.kind) ?? 0) + 1);
  console.log(
    `Seed images: ${jobs.length} base paths (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}), ` +
      `${written.size} files, ${(bytes / 1024).toFixed(0)} KiB` +
      (removed ? `, ${removed} stale file(s) removed` : ''),
  );
  console.log(`Largest: ${path.relative(ROOT, largest.file)} (${(largest.size / 1024).toFixed(1)} KiB)`);
}

await main();
