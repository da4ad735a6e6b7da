import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import { PUBLIC_ROWS } from '../content/public-rules.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;

export interface TestimonialListFilter {
  status?: TestimonialRow['status'] | undefined;
  featured?: boolean | undefined;
  serviceId?: number | undefined;
  projectId?: number | undefined;
}

function whereOf(filter: TestimonialListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Approved is what visitors see: from its scheduled publication on.
  if (filter.status === 'approved') conditions.push(PUBLIC_ROWS.testimonials);
  else if (filter.status) conditions.push(eq(testimonials.status, filter.status));
  if (filter.featured !== undefined) conditions.push(eq(testimonials.featured, filter.featured));
  if (filter.serviceId) conditions.push(eq(testimonials.serviceId, filter.serviceId));
  if (filter.projectId) conditions.push(eq(testimonials.projectId, filter.projectId));
  return and(...conditions);
}

// Featured first, then newest.
const ordering = [desc(testimonials.featured), desc(testimonials.createdAt), asc(testimonials.id)];

export function createTestimonialsRepository(db: Db) {
  return {
    async list(filter: TestimonialListFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(testimonials)
          .where(where)
          .orderBy(...ordering)
          .limit(perPage)
          .offset(offsetOf(page, perPage)),
        db.select({ value: count() }).from(testimonials).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    listAll(filter: TestimonialListFilter) {
      return db
        .select()
        .from(testimonials)
        .where(whereOf(filter))
        .orderBy(...ordering);
    },
    async insert(values: NewTestimonialRow) {
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error('testimonial insert returned nothing');
      return row;
    },
  };
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
