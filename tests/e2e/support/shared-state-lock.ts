import { mkdirSync, rmSync, statSync } from 'node:fs';
import { E2E_PORT } from './server-settings.ts';

/**
 * Some state is one shared object saved whole (the site settings, the transfer corridors): the
 * phone and desktop runs of a test that changes it take turns (a lock directory beside the e2e
 * data), so neither overwrites the other nor reads it half-changed.
 */
export async function withSharedStateLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = `.tmp/e2e-${name}-lock-${E2E_PORT}`;
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch {
      // A lock left by a killed run is released after a minute.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
