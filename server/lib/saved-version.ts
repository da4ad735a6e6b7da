import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { SavedVersion } from '#contract/schemas/envelope.ts';

/** A database or one of its transactions: both read alike. */
type Reader = Pick<Db, 'select'>;

/** The columns every versioned row or record has (ADR 0038). */
export interface VersionColumns {
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

/** Who made a row's current version, and when, with their name as staff see it (null once their account is gone). */
export async function savedVersionOf(reader: Reader, row: VersionColumns): Promise<SavedVersion> {
  const [saver] =
    row.updatedBy === null
      ? []
      : await reader.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.updatedBy));
  return { version: row.version, updated_at: row.updatedAt.toISOString(), updated_by: saver ?? null };
}
