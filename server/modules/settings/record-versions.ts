import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordVersions } from '../../db/schema.ts';
import { isCurrentVersion, versionConflict } from '../../http/versions.ts';
import { savedVersionOf } from '../../lib/saved-version.ts';

/** A record never saved through the back office is at its first version. */
async function versionOf(db: Db, resource: string): Promise<number> {
  const [row] = await db
    .select({ version: recordVersions.version })
    .from(recordVersions)
    .where(eq(recordVersions.resource, resource));
  return row?.version ?? 1;
}

/** The record's version row, made if missing and locked until the transaction ends: its writes go one at a time. */
async function lockVersion(tx: Db, resource: string) {
  await tx.insert(recordVersions).values({ resource }).onConflictDoNothing();
  const [row] = await tx.select().from(recordVersions).where(eq(recordVersions.resource, resource)).for('update');
  if (!row) throw new Error(`record_versions: no row for ${resource}`);
  return row;
}

/**
 * A record kept whole in the settings table, with its version (ADR 0038). `read` and `save` get the
 * database or the transaction to work in; `answer` is what a version conflict shows as stored now.
 */
export function createVersionedRecord<Stored, Input>(
  db: Db,
  resource: string,
  { read, save }: { read: (db: Db) => Promise<Stored>; save: (value: Input, db: Db) => Promise<Stored> },
) {
  return {
    async read() {
      const [record, version] = await Promise.all([read(db), versionOf(db, resource)]);
      return { record, version };
    },

    /** Replaces the record as of the version the request read: 409 on a stale one, nothing changed. */
    async replace(request: FastifyRequest, value: Input, answer: (record: Stored, version: number) => unknown) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const stored = await lockVersion(tx, resource);
        if (!isCurrentVersion(request, stored.version))
          throw versionConflict(await savedVersionOf(tx, stored), answer(await read(tx), stored.version));
        const record = await save(value, tx);
        const [bumped] = await tx
          .update(recordVersions)
          .set({ version: stored.version + 1, updatedAt: new Date(), updatedBy: request.auth?.user.id ?? null })
          .where(eq(recordVersions.resource, resource))
          .returning({ version: recordVersions.version });
        return { record, version: bumped?.version ?? stored.version + 1 };
      });
    },
  };
}
