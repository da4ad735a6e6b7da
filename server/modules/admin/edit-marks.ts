import { and, eq, sql } from 'drizzle-orm';
import { EDIT_MARK_TTL_MINUTES } from '#contract/schemas/edit-marks.ts';
import type { Db } from '../../db/client.ts';
import { editMarks, users } from '../../db/schema.ts';

/** Who has which item open in an edit form (ADR 0038): one mark per item, the database's clock deciding. */
export function createEditMarks(db: Db) {
  return {
    /**
     * Claims the mark of an item or keeps it (a heartbeat); with `takeOver`, takes it from whoever
     * holds it. Answers the mark as it stands, with its holder's name.
     */
    async claim(resource: string, itemId: number, me: number, takeOver: boolean) {
      // One statement, so two servers claiming at once cannot both win: the conflicting row is
      // locked by ON CONFLICT, and each column keeps its value unless the caller may have the mark
      // (theirs already, gone quiet for the TTL, or taken over).
      const cutoff = sql`now() - ${EDIT_MARK_TTL_MINUTES} * interval '1 minute'`;
      const mine = sql`${editMarks.userId} = ${me}`;
      const alive = sql`${editMarks.seenAt} > ${cutoff}`;
      const claimable = sql`(${mine} or not (${alive}) or ${takeOver})`;
      const displaces = sql`(${takeOver} and not (${mine}) and ${alive})`;
      const [mark] = await db
        .insert(editMarks)
        .values({ resource, itemId, userId: me })
        .onConflictDoUpdate({
          target: [editMarks.resource, editMarks.itemId],
          set: {
            userId: sql`case when ${claimable} then ${me}::integer else ${editMarks.userId} end`,
            since: sql`case when ${mine} and ${alive} then ${editMarks.since} when ${claimable} then now() else ${editMarks.since} end`,
            seenAt: sql`case when ${claimable} then now() else ${editMarks.seenAt} end`,
            takenOverFrom: sql`case when ${displaces} then ${editMarks.userId} else ${editMarks.takenOverFrom} end`,
            takenOverAt: sql`case when ${displaces} then now() else ${editMarks.takenOverAt} end`,
          },
        })
        .returning();
      if (!mark) return null;
      const [holder] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, mark.userId));
      return { mark, holder: holder ?? { id: mark.userId, name: '' } };
    },

    /** Gives one's own mark back; whether there was one. */
    async release(resource: string, itemId: number, me: number): Promise<boolean> {
      const released = await db
        .delete(editMarks)
        .where(and(eq(editMarks.resource, resource), eq(editMarks.itemId, itemId), eq(editMarks.userId, me)))
        .returning({ userId: editMarks.userId });
      return released.length > 0;
    },
  };
}

export type EditMarks = ReturnType<typeof createEditMarks>;
