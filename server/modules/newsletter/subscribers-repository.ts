import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { likePattern, pageOf } from '../../lib/sql-helpers.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export interface SubscriberFilters {
  status?: SubscriberRow['status'] | undefined;
  search?: string | undefined;
}

const whereOf = ({ status, search }: SubscriberFilters) => {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(newsletterSubscribers.status, status));
  if (search) conditions.push(ilike(newsletterSubscribers.email, likePattern(search)));
  return and(...conditions);
};

/** The newsletter's subscribers as staff see them: newest first, filtered, exported, removed. */
export function createSubscribersRepository(db: Db) {
  return {
    async page(filters: SubscriberFilters, page: number, perPage: number) {
      const where = whereOf(filters);
      return pageOf(
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .$dynamic(),
        db.select({ value: count() }).from(newsletterSubscribers).where(where),
        page,
        perPage,
      );
    },

    matching: (filters: SubscriberFilters) =>
      db.select().from(newsletterSubscribers).where(whereOf(filters)).orderBy(desc(newsletterSubscribers.createdAt)),

    async remove(id: number): Promise<{ id: number }> {
      const [row] = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      if (!row) throw notFound();
      return row;
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
