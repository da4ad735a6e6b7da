import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AdminDashboard, type DashboardWarning, adminDashboardSchema } from '#contract/schemas/dashboard.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
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
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { createLeads, toAdminMessage } from '../messages/leads.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { answerOf } from '../admin/content-kind-store.ts';
import { KIND_TABLES } from '../content/kind-tables.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import { itemName } from '#contract/content-kinds/item-name.ts';
import { WHATSAPP_DASHBOARD_DAYS, whatsAppLeadsSince } from '../whatsapp/clicks.ts';
import { jobApplicationsDashboard } from '../job-applications/dashboard.ts';

const WEEKS_IN_CHART = 8;
const RECENT_ITEMS = 5;

/** Monday 00:00 UTC of the week `weeksAgo` weeks before the current one. */
export function weekStart(now: Date, weeksAgo: number): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day - 7 * weeksAgo));
}

/** Every item, of every kind, whose written fields lack English; the site's content is small enough to read whole. */
async function missingEnglish(db: Db): Promise<AdminDashboard['missing_english']> {
  const perKind = await Promise.all(
    KIND_TABLES.map(async ({ kind, table }) => {
      const toAnswer = answerOf(kind);
      const rows = (await db.select().from(table)) as Record<string, unknown>[];
      return rows.flatMap((row) => {
        const item = toAnswer(row);
        const { missing } = translationStatus(kind.fields, item);
        return missing.length > 0
          ? [{ kind: kind.name, id: item.id, name: itemName(kind, item), fields: missing }]
          : [];
      });
    }),
  );
  return perKind.flat();
}

/** Something the operator may have to fix: its warnings now, none when all is well. */
export type DashboardWarningSource = () => readonly DashboardWarning[] | Promise<readonly DashboardWarning[]>;

export function dashboardRoutes(db: Db, warningSources: readonly DashboardWarningSource[] = []): FastifyPluginAsyncZod {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

  const leads = createLeads(db);
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get(
      '/admin/dashboard',
      { schema: { response: { 200: successEnvelopeSchema(adminDashboardSchema) } } },
      async (request, reply) => {
        const now = new Date();
        const since = weekStart(now, WEEKS_IN_CHART - 1);
        const [
          servicesCount,
          projectsCount,
          postsCount,
          openJobs,
          pendingTestimonials,
          newMessages,
          subscribers,
          recentMessages,
          pendingQueue,
          weekly,
          pipeline,
        ] = await Promise.all([
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
          leads.selectLeads().orderBy(desc(contactMessages.createdAt)).limit(RECENT_ITEMS),
          db
            .select()
            .from(testimonials)
            .where(eq(testimonials.status, 'pending'))
            .orderBy(desc(testimonials.createdAt))
            .limit(RECENT_ITEMS),
          db
            .select({
              week: sql<string>`to_char(date_trunc('week', ${contactMessages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
              value: count(),
            })
            .from(contactMessages)
            .where(gte(contactMessages.createdAt, since))
            .groupBy(sql`1`),
          leads.pipeline(RECENT_ITEMS, now),
        ]);
        const perWeek = new Map(weekly.map((row) => [row.week, row.value]));
        const messagesPerWeek = Array.from({ length: WEEKS_IN_CHART }, (_, index) => {
          const week = weekStart(now, WEEKS_IN_CHART - 1 - index)
            .toISOString()
            .slice(0, 10);
          return { week, count: perWeek.get(week) ?? 0 };
        });
        const dashboard: AdminDashboard = {
          warnings: (await Promise.all(warningSources.map((source) => source()))).flat(),
          counts: {
            services: servicesCount,
            projects: projectsCount,
            blog_posts: postsCount,
            open_jobs: openJobs,
            pending_testimonials: pendingTestimonials,
            new_messages: newMessages,
            subscribers,
          },
          recent_messages: recentMessages.map((row) => toAdminMessage(row, apiLanguage(request))),
          pending_testimonials: pendingQueue.map(answerOf(testimonialsKind)) as AdminDashboard['pending_testimonials'],
          missing_english: await missingEnglish(db),
          leads: {
            per_stage: pipeline.perStage,
            overdue_count: pipeline.overdueCount,
            overdue: pipeline.overdue.map((row) => toAdminMessage(row, apiLanguage(request))),
          },
          job_applications: await jobApplicationsDashboard(db, apiLanguage(request)),
          messages_per_week: messagesPerWeek,
          whatsapp_leads: {
            days: WHATSAPP_DASHBOARD_DAYS,
            ...(await whatsAppLeadsSince(
              db,
              new Date(now.getTime() - WHATSAPP_DASHBOARD_DAYS * 86_400_000),
              apiLanguage(request),
            )),
          },
        };
        return sendData(request, reply, dashboard);
      },
    );
  };
}
