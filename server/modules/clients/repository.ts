import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Db) {
  return {
    listActive() {
      return db.select().from(clients).where(PUBLIC_ROWS.clients).orderBy(asc(clients.sortOrder), asc(clients.id));
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
