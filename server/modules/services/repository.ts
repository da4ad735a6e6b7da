import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';
import { bySlugIn, localizedContains, offsetOf } from '../../lib/sql-helpers.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type ServiceRow = typeof services.$inferSelect;

export interface ServiceListFilter {
  activeOnly: boolean;
  featured?: boolean | undefined;
  search?: string | undefined;
}

function whereOf(filter: ServiceListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.activeOnly) conditions.push(PUBLIC_ROWS.services);
  if (filter.featured !== undefined) conditions.push(eq(services.featured, filter.featured));
  if (filter.search) conditions.push(localizedContains(services.name, filter.search));
  return and(...conditions);
}

const ordering = [asc(services.sortOrder), asc(services.id)];

export function createServicesRepository(db: Db) {
  return {
    async list(filter: ServiceListFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(...ordering)
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(services).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    listAll(filter: ServiceListFilter) {
      return db
        .select()
        .from(services)
        .where(whereOf(filter))
        .orderBy(...ordering);
    },
    async findActiveBySlug(slug: string, language: Language) {
      const named = bySlugIn(services, slug, language);
      const [row] = await db
        .select()
        .from(services)
        .where(and(named.where, PUBLIC_ROWS.services))
        .orderBy(named.ownFirst)
        .limit(1);
      return row ?? null;
    },
    async findActiveById(id: number) {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), PUBLIC_ROWS.services));
      return row ?? null;
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
