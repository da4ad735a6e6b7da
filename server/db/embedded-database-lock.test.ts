import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusy, openDatabase } from './client.ts';

describe('the embedded database', () => {
  it('is refused to a second process while one holds it, and taken again once that process has ended', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-lock-'));
    const marker = path.join(dataDir, 'pglite.pid');

    // Another running process holds it (as the site would).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(marker, `${other.pid}\n`);
      const refused = openDatabase({ dataDir });
      await expect(refused).rejects.toThrow(EmbeddedDatabaseBusy);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `is open in process ${other.pid} (the site?): stop it first`,
      );
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }

    // Its process ended without letting go (a crash): the database opens, held by this process until closed.
    const database = await openDatabase({ dataDir });
    try {
      await database.ping();
      expect((await readFile(marker, 'utf8')).trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
