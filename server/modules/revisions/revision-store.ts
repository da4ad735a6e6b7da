import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { changedFields } from '#contract/content-kinds/changed-fields.ts';
import { MAX_REVISIONS_PER_ITEM, type RevisionSummary } from '#contract/schemas/revisions.ts';
import type { Db } from '../../db/client.ts';
import { revisions, users } from '../../db/schema.ts';

type Item = Record<string, unknown> & { id: number; updated_at: string };
/** The database or an open transaction: a revision is written with the change it records. */
type Writer = Pick<Db, 'select' | 'insert' | 'delete'>;

/** Who made a change: a request's session, or the schedule that saves in its author's name (ADR 0071). */
export interface WriteAuthor {
  auth: { user: Pick<SessionUser, 'id' | 'name'> } | null;
}

export interface RecordedRevision {
  id: number;
  changedFields: string[];
}

const summaryColumns = {
  id: revisions.id,
  userId: revisions.userId,
  authorName: sql<string | null>`coalesce(${users.name}, ${revisions.authorName})`,
  createdAt: revisions.createdAt,
  changedFields: revisions.changedFields,
  restoredFrom: revisions.restoredFrom,
};

function summaryOf(row: {
  id: number;
  userId: number | null;
  authorName: string | null;
  createdAt: Date;
  changedFields: string[];
  restoredFrom: number | null;
}): RevisionSummary {
  return {
    id: row.id,
    author: row.authorName === null ? null : { id: row.userId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
    changed_fields: row.changedFields,
    restored_from: row.restoredFrom,
  };
}

/**
 * The history of content items (ADR 0017): each save keeps the whole item as the admin API
 * answered it, who saved it and which declared fields changed.
 */
export function createRevisionStore(db: Db) {
  return {
    /**
     * Keeps the state an item was just saved in. An item saved for the first time since revisions
     * exist first gets its earlier state (no author), so that state can be compared and restored.
     * A save that changed no declared field keeps nothing new and answers the latest revision.
     */
    async record(
      writer: Writer,
      request: WriteAuthor,
      change: { kind: string; fieldNames: string[]; before: Item | null; after: Item; restoredFrom?: number },
    ): Promise<RecordedRevision> {
      const { kind, fieldNames, before, after } = change;
      const ofItem = and(eq(revisions.kind, kind), eq(revisions.itemId, after.id));
      const [latest] = await writer
        .select({ id: revisions.id })
        .from(revisions)
        .where(ofItem)
        .orderBy(desc(revisions.id))
        .limit(1);
      if (before && !latest)
        await writer.insert(revisions).values({
          kind,
          itemId: after.id,
          changedFields: [],
          data: before,
          createdAt: new Date(before.updated_at),
        });
      const changed = changedFields(fieldNames, before, after);
      if (before && latest && changed.length === 0 && change.restoredFrom === undefined)
        return { id: latest.id, changedFields: [] };
      const user = request.auth?.user;
      const [row] = await writer
        .insert(revisions)
        .values({
          kind,
          itemId: after.id,
          userId: user?.id ?? null,
          authorName: user?.name ?? null,
          changedFields: changed,
          restoredFrom: change.restoredFrom ?? null,
          data: after,
        })
        .returning({ id: revisions.id });
      if (!row) throw new Error('revision insert returned nothing');
      const kept = writer
        .select({ id: revisions.id })
        .from(revisions)
        .where(ofItem)
        .orderBy(desc(revisions.id))
        .limit(MAX_REVISIONS_PER_ITEM);
      await writer.delete(revisions).where(and(ofItem, notInArray(revisions.id, kept)));
      return { id: row.id, changedFields: changed };
    },

    /** An item's revisions, newest first. */
    async list(kind: string, itemId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.userId))
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)))
        .orderBy(desc(revisions.id));
      return rows.map(summaryOf);
    },

    /** One revision of one item, with the item as it was; null when the item has no such revision. */
    async get(kind: string, itemId: number, revisionId: number) {
      const [row] = await db
        .select({ ...summaryColumns, data: revisions.data })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.userId))
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId), eq(revisions.id, revisionId)));
      return row ? { ...summaryOf(row), item: row.data } : null;
    },

    /** A deleted item's history goes with it. */
    async forget(writer: Writer, kind: string, itemIds: number[]) {
      if (itemIds.length > 0)
        await writer.delete(revisions).where(and(eq(revisions.kind, kind), inArray(revisions.itemId, itemIds)));
    },
  };
}

export type RevisionStore = ReturnType<typeof createRevisionStore>;
