// Vitest global setup: the embedded database migrated once per run, kept as an archive that each
// API test file opens a copy of (test-database.ts), instead of running every migration again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's archive (a file). */
    migratedPgliteDump: string;
  }
}

export default async function setup(project: TestProject) {
  // No URL: always the embedded database, which can be dumped.
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'weltaare-migrated-'));
  const file = path.join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
