import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedPreview {
  data: Buffer;
  modified: Date;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Drawn previews on disk, one file per key (a hash of everything drawn). A file is written whole
 * under a temporary name and renamed, so a reader never sees half of one and concurrent first
 * requests (in this process or another) at worst draw it twice.
 */
export function createPreviewCache(dir: string) {
  const drawing = new Map<string, Promise<CachedPreview>>();

  async function read(file: string): Promise<CachedPreview | null> {
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return { data, modified: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function drawAndStore(file: string, draw: () => Promise<Buffer>): Promise<CachedPreview> {
    const data = await draw();
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { data, modified: (await stat(file)).mtime };
  }

  return {
    dir,

    fileOf: (key: string) => path.join(dir, `${key}.jpg`),

    /** The cached image of this key, drawn and stored first when there is none. */
    async get(key: string, draw: () => Promise<Buffer>): Promise<CachedPreview> {
      const file = path.join(dir, `${key}.jpg`);
      const cached = await read(file);
      if (cached) return cached;
      const pending = drawing.get(key);
      if (pending) return pending;
      const started = drawAndStore(file, draw).finally(() => drawing.delete(key));
      drawing.set(key, started);
      return started;
    },
  };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
