import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { solutions } from '../../db/schema.ts';

export type SolutionRow = typeof solutions.$inferSelect;

const ordering = [asc(solutions.sortOrder), asc(solutions.id)];

export function createSolutionsRepository(db: Db) {
  return {
    listActive() {
      return db
        .select()
        .from(solutions)
        .where(eq(solutions.active, true))
        .orderBy(...ordering);
    },
    async findActiveBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(solutions)
        .where(and(eq(solutions.slug, slug), eq(solutions.active, true)));
      return row ?? null;
    },
  };
}

export type SolutionsRepository = ReturnType<typeof createSolutionsRepository>;
