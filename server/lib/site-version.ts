import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findProjectRoot } from './project-root.ts';

/** The site's version (package.json's), written in each backup's manifest. */
export async function siteVersion(): Promise<string> {
  const packageJson = await readFile(path.join(findProjectRoot(), 'package.json'), 'utf8');
  return (JSON.parse(packageJson) as { version: string }).version;
}
