import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { solutions } from '../../db/schema.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type SolutionRow = typeof solutions.$inferSelect;

const ordering = [asc(solutions.sortOrder), asc(solutions.id)];

export function createSolutionsRepository(db: Db) {
  return {
    listActive() {
      return db
        .select()
        .from(solutions)
        .where(PUBLIC_ROWS.solutions)
        .orderBy(...ordering);
    },
    async findActiveBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(solutions)
        .where(and(eq(solutions.slug, slug), PUBLIC_ROWS.solutions));
      return row ?? null;
    },
  };
}

export type SolutionsRepository = ReturnType<typeof createSolutionsRepository>;
