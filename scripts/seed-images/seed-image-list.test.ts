import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_KINDS, imageUrl } from '../../contract/images.ts';
import { seedImageJobs } from './seed-image-list.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

describe('the seed images shipped in public/media/seed', () => {
  const jobs = seedImageJobs();

  it('cover every picture the demo content names: services, projects, articles, solutions, people and logos', () => {
    const folders = new Set(jobs.map((job) => job.base.split('/')[3]));
    expect([...folders].sort()).toEqual(['blog', 'clients', 'people', 'projects', 'services', 'solutions']);
  });

  it('exist at every width and format of their kind, at the size the page reserves for them', async () => {
    for (const job of jobs) {
      const { width: ratioW, height: ratioH, widths } = IMAGE_KINDS[job.kind];
      for (const width of widths) {
        for (const format of IMAGE_FORMATS) {
          const file = path.join(PUBLIC_DIR, imageUrl(job.base, width, format));
          expect(existsSync(file), `${file} is missing: run npx tsx scripts/generate-seed-images.ts`).toBe(true);
          const metadata = await sharp(file).metadata();
          expect([metadata.width, metadata.height]).toEqual([width, Math.round((width * ratioH) / ratioW)]);
        }
      }
    }
  });

  it('draw each subject from its own content: two services never share a picture', () => {
    const services = jobs.filter((job) => job.base.includes('/services/'));
    const drawings = new Set(services.map((job) => job.render(96, 64)));
    expect(drawings.size).toBe(services.length);
  });
});
