import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';

/** The PostgreSQL channel on which every instance of the site hears that the content changed. */
export const CONTENT_CHANGED_CHANNEL = 'weltaare_content_changed';

export interface ContentChanges {
  /** Calls `listener` each time anything public may have changed, here or in another instance. */
  subscribe(listener: () => void): void;
  /** Tells this instance at once, and the others through the database. */
  announce(): Promise<void>;
  /** Tells this instance alone: a scheduled publication came, and every instance keeps its own clock. */
  expire(): void;
  stop(): Promise<void>;
}

/**
 * What is kept in memory from the database (pages, reads) is forgotten on every change. The other
 * instances on the same database hear it through LISTEN/NOTIFY (PGlite has it in-process); an
 * instance that lost its connection for a while forgets everything, as it may have missed one.
 */
export async function createContentChanges(
  database: Database,
  onNotifyFailure: (error: unknown) => void,
): Promise<ContentChanges> {
  // Our own notification comes back to us too: we have acted on it already.
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const stop = await database.listen(CONTENT_CHANGED_CHANNEL, {
    message: (payload) => {
      if (payload !== instance) changed();
    },
    gap: changed,
  });
  return {
    subscribe: (listener) => void listeners.add(listener),
    announce: async () => {
      changed();
      await database.notify(CONTENT_CHANGED_CHANNEL, instance).catch(onNotifyFailure);
    },
    expire: changed,
    stop,
  };
}
