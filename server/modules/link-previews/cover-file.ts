import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_KINDS, imageUrl } from '#contract/images.ts';
import { UPLOADS_URL_PREFIX } from '../media/storage.ts';

const LARGEST_COVER_WIDTH = Math.max(...IMAGE_KINDS.cover.widths);
/** A seeded image's base under the public files (contract's imagePathTextSchema, without dots). */
const PUBLIC_IMAGE_BASE = /^\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/**
 * The bytes of a cover's largest WebP variant, from the uploads or the public files (seeded
 * images), or null: a base that names neither, or a missing file, gives a preview without it.
 */
export function createCoverReader(deps: {
  publicFilesDir: string;
  /** An uploaded variant's bytes, wherever the uploads are stored (disk or bucket). */
  readUpload: (publicPath: string) => Promise<Buffer | null>;
}) {
  const publicRoot = path.resolve(deps.publicFilesDir);

  function publicFileOf(variant: string): string | null {
    const file = path.resolve(publicRoot, `.${variant}`);
    return file.startsWith(publicRoot + path.sep) ? file : null;
  }

  return async (base: string | null): Promise<Buffer | null> => {
    if (!base) return null;
    const variant = imageUrl(base, LARGEST_COVER_WIDTH, 'webp');
    if (variant.startsWith(UPLOADS_URL_PREFIX)) return deps.readUpload(variant);
    const file = PUBLIC_IMAGE_BASE.test(base) ? publicFileOf(variant) : null;
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}
