import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';
import { bySlugIn, localizedContains, offsetOf } from '../../lib/sql-helpers.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectListFilter {
  publishedOnly: boolean;
  featured?: boolean | undefined;
  category?: string | undefined;
  serviceId?: number | undefined;
  search?: string | undefined;
}

function whereOf(filter: ProjectListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.publishedOnly) conditions.push(PUBLIC_ROWS.projects);
  if (filter.featured !== undefined) conditions.push(eq(projects.featured, filter.featured));
  if (filter.category) conditions.push(eq(projects.category, filter.category));
  if (filter.serviceId) conditions.push(eq(projects.serviceId, filter.serviceId));
  if (filter.search) conditions.push(localizedContains(projects.title, filter.search));
  return and(...conditions);
}

const ordering = [asc(projects.sortOrder), desc(projects.completedOn), asc(projects.id)];

export function createProjectsRepository(db: Db) {
  return {
    async list(filter: ProjectListFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(...ordering)
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(projects).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    listAll(filter: ProjectListFilter) {
      return db
        .select()
        .from(projects)
        .where(whereOf(filter))
        .orderBy(...ordering);
    },
    async findPublished(key: { id: number } | { slug: string }, language: Language = 'fr') {
      const named = 'id' in key ? null : bySlugIn(projects, key.slug, language);
      const [row] = await db
        .select()
        .from(projects)
        .where(and(named ? named.where : eq(projects.id, (key as { id: number }).id), PUBLIC_ROWS.projects))
        .orderBy(named ? named.ownFirst : projects.id)
        .limit(1);
      return row ?? null;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
