import { itemName } from '#contract/content-kinds/item-name.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { translationStatus } from '#contract/content-kinds/translation-status.ts';
import type { Language } from '#contract/languages.ts';
import type { AdminDashboard, DashboardWarning } from '#contract/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { answerOf } from '../admin/content-kind-store.ts';
import { BACKUP_OVERDUE_HOURS, type BackupStatus } from '../backups/plugin.ts';
import { jobApplicationsDashboard } from '../job-applications/dashboard.ts';
import { createLeads, toAdminMessage } from '../messages/leads.ts';
import { WHATSAPP_DASHBOARD_DAYS, whatsAppLeadsSince } from '../whatsapp/clicks.ts';
import { createDashboardRepository, type DashboardRepository } from './repository.ts';

const WEEKS_IN_CHART = 8;
const RECENT_ITEMS = 5;

/** Monday 00:00 UTC of the week `weeksAgo` weeks before the current one. */
export function weekStart(now: Date, weeksAgo: number): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day - 7 * weeksAgo));
}

/** Something the operator may have to fix: its warnings now, none when all is well. */
export type DashboardWarningSource = () => readonly DashboardWarning[] | Promise<readonly DashboardWarning[]>;

/** Every item, of every kind, whose written fields lack English. */
async function missingEnglish(repository: DashboardRepository): Promise<AdminDashboard['missing_english']> {
  const perKind = await repository.allItems();
  return perKind.flatMap(({ kind, rows }) => {
    const toAnswer = answerOf(kind);
    return rows.flatMap((row) => {
      const item = toAnswer(row);
      const { missing } = translationStatus(kind.fields, item);
      return missing.length > 0 ? [{ kind: kind.name, id: item.id, name: itemName(kind, item), fields: missing }] : [];
    });
  });
}

/** What the dashboard reads beyond the database: the operator's warnings and the last backup. */
export interface DashboardSources {
  warnings?: readonly DashboardWarningSource[];
  backupStatus?: () => Promise<BackupStatus>;
}

const NO_BACKUP_STATUS: BackupStatus = { last: null, overdue: false };

/** The last archive written, as the screen shows it. */
function lastBackupOf({ last }: BackupStatus): AdminDashboard['last_backup'] {
  return last?.finishedAt && last.bytes !== null
    ? { finished_at: last.finishedAt.toISOString(), bytes: last.bytes }
    : null;
}

/** The back office's first screen: what is live, what waits for someone, and what the operator must fix. */
export function createDashboardService(db: Db, { warnings: warningSources = [], backupStatus }: DashboardSources = {}) {
  const repository = createDashboardRepository(db);
  const leads = createLeads(db);
  return {
    async dashboard(language: Language, now = new Date()): Promise<AdminDashboard> {
      const since = weekStart(now, WEEKS_IN_CHART - 1);
      const [
        counts,
        recentMessages,
        pendingQueue,
        weekly,
        pipeline,
        warnings,
        missing,
        jobApplications,
        whatsApp,
        backup,
      ] = await Promise.all([
        repository.counts(),
        leads.recent(RECENT_ITEMS),
        repository.pendingTestimonials(RECENT_ITEMS),
        repository.messagesPerWeekSince(since),
        leads.pipeline(RECENT_ITEMS, now),
        Promise.all(warningSources.map((source) => source())),
        missingEnglish(repository),
        jobApplicationsDashboard(db, language),
        whatsAppLeadsSince(db, new Date(now.getTime() - WHATSAPP_DASHBOARD_DAYS * 86_400_000), language),
        backupStatus?.() ?? NO_BACKUP_STATUS,
      ]);
      const perWeek = new Map(weekly.map((row) => [row.week, row.value]));
      return {
        warnings: [
          ...warnings.flat(),
          ...(backup.overdue ? [{ code: 'backup_overdue' as const, params: { hours: BACKUP_OVERDUE_HOURS } }] : []),
        ],
        counts,
        recent_messages: recentMessages.map((row) => toAdminMessage(row, language)),
        pending_testimonials: pendingQueue.map(answerOf(testimonialsKind)) as AdminDashboard['pending_testimonials'],
        missing_english: missing,
        leads: {
          per_stage: pipeline.perStage,
          overdue_count: pipeline.overdueCount,
          overdue: pipeline.overdue.map((row) => toAdminMessage(row, language)),
        },
        job_applications: jobApplications,
        messages_per_week: Array.from({ length: WEEKS_IN_CHART }, (_, index) => {
          const week = weekStart(now, WEEKS_IN_CHART - 1 - index)
            .toISOString()
            .slice(0, 10);
          return { week, count: perWeek.get(week) ?? 0 };
        }),
        whatsapp_leads: { days: WHATSAPP_DASHBOARD_DAYS, ...whatsApp },
        last_backup: lastBackupOf(backup),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
