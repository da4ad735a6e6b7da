import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Db) {
  return {
    listActive() {
      return db.select().from(clients).where(eq(clients.active, true)).orderBy(asc(clients.sortOrder), asc(clients.id));
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
