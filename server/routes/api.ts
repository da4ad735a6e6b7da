import { pageScheduleRoutes } from '../modules/pages/schedule-routes.ts';
import type { FastifyInstance } from 'fastify';
import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import { adminMailOutboxRoutes } from '../mail/admin-routes.ts';
import { createOutboxReview } from '../mail/outbox-review.ts';
import { contentKindRoutes } from '../modules/admin/content-kind-routes.ts';
import { adminAuditRoutes } from '../modules/audit/routes.ts';
import { adminBackupRoutes } from '../modules/backups/admin-routes.ts';
import { adminPrivacyRoutes } from '../modules/privacy/admin-routes.ts';
import { adminContentTransferRoutes } from '../modules/content-transfer/admin-routes.ts';
import { adminAnalyticsRoutes } from '../modules/analytics/admin-routes.ts';
import { adminRetentionRoutes } from '../modules/privacy/retention-routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { contactRoutes } from '../modules/contact/routes.ts';
import { KIND_TABLES } from '../modules/content/kind-tables.ts';
import { publicKindRoutes } from '../modules/content/public-kind-routes.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { createDashboardService } from '../modules/dashboard/service.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { adminJobApplicationRoutes } from '../modules/job-applications/admin-routes.ts';
import { publicJobApplicationRoutes } from '../modules/job-applications/routes.ts';
import { adminMediaRoutes } from '../modules/media/routes.ts';
import { adminMoneyTransferRoutes } from '../modules/money-transfer/admin-routes.ts';
import { adminStudyAbroadRoutes } from '../modules/study-abroad/admin-routes.ts';
import { linkTargetsRoutes } from '../modules/seo/link-targets-routes.ts';
import { createSitemapRepository } from '../modules/seo/repository.ts';
import { adminMessagesRoutes } from '../modules/messages/admin-routes.ts';
import { createLeads } from '../modules/messages/leads.ts';
import { createLeadReplies } from '../modules/messages/replies.ts';
import { adminReplyTemplatesRoutes } from '../modules/messages/reply-templates.ts';
import { adminMenusRoutes } from '../modules/menus/admin-routes.ts';
import { adminQuoteRoutes } from '../modules/quotes/admin-routes.ts';
import { adminQuoteSettingsRoutes } from '../modules/quotes/quote-settings.ts';
import { publicQuoteRoutes } from '../modules/quotes/routes.ts';
import { adminRedirectRoutes } from '../modules/redirects/admin-routes.ts';
import { adminNewsletterRoutes } from '../modules/newsletter/admin-routes.ts';
import { createSubscribersRepository } from '../modules/newsletter/subscribers-repository.ts';
import { adminNewsletterIssueRoutes } from '../modules/newsletter/issue-routes.ts';
import { newsletterRoutes } from '../modules/newsletter/routes.ts';
import { adminSettingsRoutes } from '../modules/settings/admin-routes.ts';
import { publicSettingsRoutes } from '../modules/settings/routes.ts';
import { publicSearchRoutes } from '../modules/search/routes.ts';
import { publicTestimonialsRoutes } from '../modules/testimonials/routes.ts';
import { adminTwoFactorRoutes } from '../modules/two-factor/admin-routes.ts';
import { twoFactorRoutes } from '../modules/two-factor/routes.ts';
import { adminUsersRoutes } from '../modules/users/admin-routes.ts';
import { createStaffAccounts } from '../modules/users/service.ts';
import { whatsAppClickRoutes } from '../modules/whatsapp/routes.ts';
import { cvStorageWarnings } from '../modules/job-applications/dashboard.ts';
import { HttpError } from '../http/errors.ts';
import { registerInputGuard } from '../http/input-guard.ts';

/** Every route under /api, on the services the plugins decorated the app with. */
export async function apiRoutes(
  api: FastifyInstance,
  options: { publicUrl: string; configurationWarnings: readonly DashboardWarning[] },
) {
  registerInputGuard(api);
  const { db, audit, sessions, publicContent: content, rateLimiter } = api;

  await api.register(healthRoutes(() => api.database.ping()));
  // Each kind's public reads, as its declaration says; then what some kinds do beyond them.
  for (const { kind } of KIND_TABLES) await api.register(publicKindRoutes(kind, content.kinds[kind.name]!));
  await api.register(publicTestimonialsRoutes(content.relatedTestimonials, api.testimonialSubmissions));
  await api.register(publicJobApplicationRoutes(api.jobApplications.submissions));
  await api.register(publicSettingsRoutes(content.settings));
  await api.register(publicSearchRoutes(content.search, api.visits));
  await api.register(contactRoutes(api.contact));
  await api.register(newsletterRoutes(api.newsletter));
  await api.register(publicQuoteRoutes(api.quotes.decisions, api.quotes.sending));
  await api.register(whatsAppClickRoutes(db, rateLimiter));
  await api.register(authRoutes(api.login, sessions, api.twoFactor));
  await api.register(twoFactorRoutes(api.login, api.twoFactor, sessions, audit));

  const preview = { store: api.previews, publicOrigin: new URL(options.publicUrl).origin };
  for (const { kind, table, hooks } of KIND_TABLES)
    await api.register(contentKindRoutes(db, audit, preview, kind, table, hooks));
  await api.register(pageScheduleRoutes(api.pageSchedules, audit));
  await api.register(adminMediaRoutes(api.media, audit));
  const { repository: applications, cvStorage } = api.jobApplications;
  await api.register(adminJobApplicationRoutes(applications, cvStorage, audit));
  await api.register(linkTargetsRoutes(createSitemapRepository(db)));
  const leads = createLeads(db);
  const replies = createLeadReplies({
    db,
    leads,
    settings: api.settingsRepository,
    outboxIn: api.mail.outboxIn,
    onQueued: () => api.mail.sender.trigger(),
  });
  await api.register(adminMessagesRoutes({ audit, leads, replies, reminders: api.followUpReminders }));
  await api.register(adminQuoteRoutes({ ...api.quotes, audit }));
  await api.register(adminQuoteSettingsRoutes(db, audit));
  await api.register(adminRedirectRoutes(api.redirects, audit));
  await api.register(adminReplyTemplatesRoutes(db, audit));
  await api.register(adminMenusRoutes(db, audit));
  await api.register(adminNewsletterRoutes(createSubscribersRepository(db), audit));
  await api.register(adminNewsletterIssueRoutes(api.newsletterIssues, audit));
  await api.register(adminUsersRoutes(createStaffAccounts(db, sessions), audit));
  await api.register(adminTwoFactorRoutes(api.twoFactor, audit, sessions));
  await api.register(adminSettingsRoutes(db, audit));
  await api.register(adminMoneyTransferRoutes(db, audit));
  await api.register(adminStudyAbroadRoutes(db, audit));
  await api.register(adminAuditRoutes(audit));
  await api.register(adminBackupRoutes(api.backups, audit));
  await api.register(adminContentTransferRoutes(db, api.media, audit));
  await api.register(adminAnalyticsRoutes(db, api.visits, content.search));
  await api.register(adminPrivacyRoutes(api.personalData, { cvStorage, media: api.media }, audit));
  await api.register(adminRetentionRoutes(db, audit));
  await api.register(adminMailOutboxRoutes(createOutboxReview(db), audit, api.mail.sender));
  await api.register(
    dashboardRoutes(
      createDashboardService(db, {
        warnings: [
          () => options.configurationWarnings,
          async () => cvStorageWarnings(await api.jobApplications.cvStorageUse()),
        ],
        backupStatus: () => api.backups.status(),
      }),
    ),
  );

  api.all('/*', { schema: { hide: true } }, async () => {
    throw new HttpError(404, 'route_not_found');
  });
}
