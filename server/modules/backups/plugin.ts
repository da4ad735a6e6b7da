import { count, desc, eq, isNotNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { backupRuns, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { every } from '../../lib/every.ts';
import { pageOf } from '../../lib/sql-helpers.ts';
import type { BucketSettings } from '../media/bucket-storage.ts';
import { type KeptArchive, openArchiveStore } from './archive-store.ts';
import { backupFileName, createBackup } from './backup.ts';
import { lastTimeOfDay, type TimeOfDay } from '../../lib/time-of-day.ts';
import { backupsToKeep, type Retention } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupsService;
  }
}

export interface BackupsPluginOptions {
  /** Where the archives are written (DATA_DIR/backups) when the site's files are not in a bucket. */
  folder: string;
  /** The site's bucket, if it keeps its files in one: the archives go there too, under `backups/`. */
  bucket?: BucketSettings | undefined;
  /** The nightly backup's time (BACKUP_AT), or null: none by itself. */
  nightly: TimeOfDay | null;
  retention: Retention;
  appVersion: string;
  /** The clock the nightly check reads: tests hold it. */
  now?: () => Date;
}

export type BackupRun = typeof backupRuns.$inferSelect;

/** How often the site looks whether tonight's backup is due: a site down at night makes it on its return. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** The names backupFileName() gives: the only files the download route serves. */
const ARCHIVE_NAME = /^weltaare-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Past this long without an archive written, the dashboard warns (issue 34: two nights missed). */
export const BACKUP_OVERDUE_HOURS = 48;

export interface BackupStatus {
  last: BackupRun | null;
  overdue: boolean;
}

/**
 * The site backs itself up (ADR 0049): in its own process, so the embedded database is read while it
 * runs; every night at BACKUP_AT, once whatever the number of instances (the night's row is claimed
 * once), keeping BACKUP_KEEP_* of the archives; and whenever staff ask.
 */
export const backupsPlugin = fp(
  async (app: FastifyInstance, options: BackupsPluginOptions) => {
    const now = options.now ?? (() => new Date());
    const store = openArchiveStore(options.folder, options.bucket);
    app.addHook('onClose', () => store.close());
    const sources = {
      database: app.database,
      media: app.media,
      cvs: app.jobApplications.cvStorage,
      migrationsDir: MIGRATIONS_DIR,
      appVersion: options.appVersion,
    };

    /** Writes one archive for the claimed run and records how it went; a failure is recorded, then thrown. */
    async function complete(run: BackupRun): Promise<BackupRun> {
      const startedAt = now();
      const fileName = backupFileName(startedAt);
      try {
        const working = await store.workingFile(fileName);
        await createBackup(sources, working.file, startedAt).catch(async (error: unknown) => {
          await working.discard();
          throw error;
        });
        const size = await store.keep(fileName, working.file);
        const [done] = await app.db
          .update(backupRuns)
          .set({ finishedAt: now(), fileName, bytes: size })
          .where(eq(backupRuns.id, run.id))
          .returning();
        await removeOldArchives();
        return done!;
      } catch (error) {
        await app.db
          .update(backupRuns)
          .set({ finishedAt: now(), error: error instanceof Error ? error.message : String(error) })
          .where(eq(backupRuns.id, run.id));
        throw error;
      }
    }

    /**
     * Archives past the retention go, and their runs forget them (the runs stay, as history): of the
     * nightly ones, all but the newest of each of the last days, weeks and months; one staff asked
     * for, after as many days as the nightly ones are kept. Archives the site did not make (copied
     * there, or made by `npm run backup`) are never touched.
     */
    async function removeOldArchives() {
      const written = await app.db.select().from(backupRuns).where(isNotNull(backupRuns.fileName));
      const nightly = written
        .filter((run) => run.trigger === 'nightly')
        .map((run) => ({ run, createdAt: run.startedAt }));
      const keptNightly = backupsToKeep(nightly, options.retention);
      const staffUntil = now().getTime() - options.retention.daily * DAY_MS;
      const expired = [
        ...nightly.filter((entry) => !keptNightly.has(entry)).map((entry) => entry.run),
        ...written.filter((run) => run.trigger === 'staff' && run.startedAt.getTime() < staffUntil),
      ];
      for (const run of expired) {
        await store.remove(run.fileName!);
        await app.db.update(backupRuns).set({ fileName: null }).where(eq(backupRuns.id, run.id));
      }
    }

    const service: BackupsService = {
      /** A backup now, asked for by staff. */
      async run(): Promise<BackupRun> {
        const [run] = await app.db.insert(backupRuns).values({ trigger: 'staff', startedAt: now() }).returning();
        return complete(run!);
      },
      /** Tonight's backup if it is due and no instance has claimed it yet: the run made, or null. */
      async runIfDue(): Promise<BackupRun | null> {
        if (!options.nightly) return null;
        const scheduledFor = lastTimeOfDay(now(), options.nightly);
        const claimed = await app.db
          .insert(backupRuns)
          .values({ trigger: 'nightly', scheduledFor, startedAt: now() })
          .returning()
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return [];
            throw error;
          });
        const [run] = claimed;
        return run ? complete(run) : null;
      },
      /** Every run, newest first. */
      runs: () => app.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)),
      /** One page of the runs, newest first, and how many there are. */
      page: (page: number, perPage: number) =>
        pageOf(
          app.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).$dynamic(),
          app.db.select({ value: count() }).from(backupRuns),
          page,
          perPage,
        ),
      /** The newest backup that was written. */
      async lastWritten(): Promise<BackupRun | null> {
        const [last] = await app.db
          .select()
          .from(backupRuns)
          .where(isNotNull(backupRuns.bytes))
          .orderBy(desc(backupRuns.finishedAt))
          .limit(1);
        return last ?? null;
      },
      /**
       * The last archive written, and whether none was for BACKUP_OVERDUE_HOURS: the dashboard warns then.
       * A site younger than that (its first account) is not yet overdue.
       */
      async status(): Promise<BackupStatus> {
        const [last, [site]] = await Promise.all([
          service.lastWritten(),
          app.db.select({ since: min(users.createdAt) }).from(users),
        ]);
        const overdueBefore = now().getTime() - BACKUP_OVERDUE_HOURS * 60 * 60 * 1000;
        const lastTime = last?.finishedAt ?? site?.since ?? null;
        return { last, overdue: lastTime !== null && lastTime.getTime() < overdueBefore };
      },
      /** The archive, when the name is one of ours and it is still kept. */
      archive: (fileName: string) => (ARCHIVE_NAME.test(fileName) ? store.open(fileName) : Promise.resolve(null)),
    };
    app.decorate('backups', service);
    if (options.nightly) every(app, 'the nightly backup', CHECK_EVERY_MS, () => service.runIfDue());
  },
  { name: 'backups', dependencies: ['database', 'media', 'job-applications'] },
);

export type BackupsService = {
  run(): Promise<BackupRun>;
  runIfDue(): Promise<BackupRun | null>;
  runs(): Promise<BackupRun[]>;
  page(page: number, perPage: number): Promise<{ rows: BackupRun[]; total: number }>;
  lastWritten(): Promise<BackupRun | null>;
  status(): Promise<BackupStatus>;
  archive(fileName: string): Promise<KeptArchive | null>;
};
