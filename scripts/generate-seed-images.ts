/**
 * Renders the demo seed images into public/media/seed/.
 *
 * The list of images is read from the seed content files, so an image exists for
 * every base path the seed data points at. For each base path and each width of its
 * kind, it writes `{base}-{width}.avif` and `{base}-{width}.webp` (see contract/images.ts).
 * The drawings live in scripts/seed-images/: one scene per service, the clients' own screens for
 * projects, illustrated portraits and logos, all in one house style (issue 14).
 *
 * Run with: npx tsx scripts/generate-seed-images.ts
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_KINDS, imageUrl, type ImageFormat, type ImageKind } from '../contract/images.ts';
import { type ImageJob, seedImageJobs } from './seed-images/seed-image-list.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const SEED_DIR = path.join(PUBLIC_DIR, 'media', 'seed');

const QUALITY: Record<ImageFormat, number> = { webp: 60, avif: 45 };

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
  const jobs = seedImageJobs();
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
