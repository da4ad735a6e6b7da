import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogPosts,
  contactMessages,
  jobPosts,
  newsletterSubscribers,
  projects,
  services,
  testimonials,
} from '../../db/schema.ts';
import { KIND_TABLES } from '../content/kind-tables.ts';

/** What the dashboard counts and lists, read straight from the tables. */
export function createDashboardRepository(db: Db) {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  return {
    /** What is live or waiting, one number each. */
    async counts() {
      const [servicesCount, projectsCount, postsCount, openJobs, pendingTestimonials, newMessages, subscribers] =
        await Promise.all([
          countOf(db.select({ value: count() }).from(services).where(eq(services.active, true))),
          countOf(db.select({ value: count() }).from(projects).where(eq(projects.published, true))),
          countOf(db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.status, 'published'))),
          countOf(db.select({ value: count() }).from(jobPosts).where(eq(jobPosts.status, 'open'))),
          countOf(db.select({ value: count() }).from(testimonials).where(eq(testimonials.status, 'pending'))),
          countOf(db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'))),
          countOf(
            db
              .select({ value: count() })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.status, 'confirmed')),
          ),
        ]);
      return {
        services: servicesCount,
        projects: projectsCount,
        blog_posts: postsCount,
        open_jobs: openJobs,
        pending_testimonials: pendingTestimonials,
        new_messages: newMessages,
        subscribers,
      };
    },

    /** The newest testimonials waiting for a decision. */
    pendingTestimonials(limit: number) {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.status, 'pending'))
        .orderBy(desc(testimonials.createdAt))
        .limit(limit);
    },

    /** Messages received per week (Monday, UTC) since a date, for the weeks that had any. */
    messagesPerWeekSince(since: Date) {
      return db
        .select({
          week: sql<string>`to_char(date_trunc('week', ${contactMessages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
          value: count(),
        })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since))
        .groupBy(sql`1`);
    },

    /** Every item of every declared kind, as stored; the site's content is small enough to read whole. */
    allItems() {
      return Promise.all(
        KIND_TABLES.map(async ({ kind, table }) => ({
          kind,
          rows: (await db.select().from(table)) as Record<string, unknown>[],
        })),
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
