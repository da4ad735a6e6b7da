import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  blogPosts,
  clients,
  jobPosts,
  projects,
  services,
  solutions,
  teamMembers,
  testimonials,
} from '../../db/schema.ts';

/** A scheduled publication has come, by the database's clock (ADR 0018); an empty one never waits. */
export const isDue = (publishAt: AnyPgColumn): SQL => or(isNull(publishAt), lte(publishAt, sql`now()`))!;

/**
 * What visitors may see of each kind, in one place for the pages, the API, the sitemap and the
 * feeds: the declared public state (`publicWhen`) and a scheduled publication that has come.
 */
export const PUBLIC_ROWS = {
  services: and(eq(services.active, true), isDue(services.publishAt))!,
  projects: and(eq(projects.published, true), isDue(projects.publishAt))!,
  // A published article without a date is dated when published (blog admin hook), so never waits.
  blogPosts: and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`))!,
  testimonials: and(eq(testimonials.status, 'approved'), isDue(testimonials.publishAt))!,
  // Open posts whose last day to apply has not passed, counted in GMT, the company's time zone.
  jobPosts: and(
    eq(jobPosts.status, 'open'),
    or(isNull(jobPosts.closesOn), gte(jobPosts.closesOn, sql`(now() at time zone 'UTC')::date`)),
    isDue(jobPosts.publishAt),
  )!,
  solutions: and(eq(solutions.active, true), isDue(solutions.publishAt))!,
  clients: and(eq(clients.active, true), isDue(clients.publishAt))!,
  teamMembers: and(eq(teamMembers.active, true), isDue(teamMembers.publishAt))!,
};
