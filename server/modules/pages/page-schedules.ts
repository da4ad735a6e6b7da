import { asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { changedFields } from '#contract/content-kinds/changed-fields.ts';
import type { PageSchedule } from '#contract/schemas/page-schedule.ts';
import type { Db } from '../../db/client.ts';
import { pageSchedules, pages } from '../../db/schema.ts';
import { FieldValidationError, notFound } from '../../http/errors.ts';
import { isCurrentVersion, versionConflict } from '../../http/versions.ts';
import { savedVersionOf, type VersionColumns } from '../../lib/saved-version.ts';
import { auditDetails, columnKey, type ContentKindStore, type Values } from '../admin/content-kind-store.ts';
import type { AuditLog } from '../audit/audit-log.ts';

type ScheduleRow = typeof pageSchedules.$inferSelect;

/**
 * Changes to the site's pages that go online at a given minute (ADR 0071). A change keeps only the
 * fields it changes, as the page stood when it was scheduled; at its minute it is saved in its
 * author's name, with its revision and audit entry, whatever instance's clock comes first.
 */
export function createPageSchedules(db: Db, store: ContentKindStore, audit: AuditLog) {
  // The key names the page: a schedule never changes it.
  const fieldNames = Object.keys(store.kind.fields).filter((name) => name !== 'key');

  function answerOf(row: ScheduleRow): PageSchedule {
    const changes = Object.fromEntries(
      fieldNames.filter((name) => columnKey(name) in row.values).map((name) => [name, row.values[columnKey(name)]]),
    );
    return {
      publish_at: row.publishAt.toISOString(),
      base_version: row.baseVersion,
      author: row.authorName === null ? null : { id: row.userId, name: row.authorName },
      created_at: row.createdAt.toISOString(),
      changed_fields: Object.keys(changes),
      changes,
    };
  }

  async function find(pageId: number): Promise<PageSchedule | null> {
    const [row] = await db.select().from(pageSchedules).where(eq(pageSchedules.pageId, pageId));
    return row ? answerOf(row) : null;
  }

  /**
   * Keeps `input` (a page's whole body) to go online at `publishAt`: only the fields it changes
   * from the page as stored, which must be the version the editor read. Replaces the page's
   * earlier scheduled change.
   */
  async function save(request: FastifyRequest, pageId: number, input: Values, publishAt: Date) {
    if (publishAt.getTime() <= Date.now()) throw new FieldValidationError({ publish_at: 'date_in_future' });
    const values = store.toValues(request, input, true);
    return db.transaction(async (tx) => {
      const [stored] = await tx.select().from(pages).where(eq(pages.id, pageId)).for('update');
      if (!stored) throw notFound();
      if (!isCurrentVersion(request, stored.version))
        throw versionConflict(await savedVersionOf(tx, stored as VersionColumns), store.toAnswer(stored));
      const before = store.toAnswer(stored);
      const after: Values = { ...before };
      for (const name of fieldNames) if (columnKey(name) in values) after[name] = values[columnKey(name)];
      const changed = changedFields(fieldNames, before, after);
      if (changed.length === 0) throw new FieldValidationError({ publish_at: 'nothing_to_schedule' });
      const row = {
        pageId,
        values: Object.fromEntries(changed.map((name) => [columnKey(name), values[columnKey(name)]])),
        publishAt,
        baseVersion: stored.version,
        userId: request.auth?.user.id ?? null,
        authorName: request.auth?.user.name ?? null,
        createdAt: new Date(),
      };
      const [kept] = await tx
        .insert(pageSchedules)
        .values(row)
        .onConflictDoUpdate({ target: pageSchedules.pageId, set: row })
        .returning();
      return answerOf(kept!);
    });
  }

  /** When each page with a change waiting gets it, the soonest first. */
  async function list(): Promise<{ page_id: number; publish_at: string }[]> {
    const rows = await db
      .select({ pageId: pageSchedules.pageId, publishAt: pageSchedules.publishAt })
      .from(pageSchedules)
      .orderBy(asc(pageSchedules.publishAt));
    return rows.map((row) => ({ page_id: row.pageId, publish_at: row.publishAt.toISOString() }));
  }

  /** Withdraws a page's scheduled change; false when it had none. */
  async function cancel(pageId: number): Promise<boolean> {
    const removed = await db.delete(pageSchedules).where(eq(pageSchedules.pageId, pageId)).returning();
    return removed.length > 0;
  }

  /**
   * Saves every change whose minute has come, each in its own transaction: taking the schedule out
   * is what claims it, so two instances never apply one twice. How many were applied.
   */
  async function applyDue(): Promise<number> {
    const due = await db
      .select({ id: pageSchedules.id })
      .from(pageSchedules)
      .where(lte(pageSchedules.publishAt, sql`now()`))
      .orderBy(asc(pageSchedules.publishAt));
    let applied = 0;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [change] = await tx.delete(pageSchedules).where(eq(pageSchedules.id, id)).returning();
        if (!change) return null;
        // Saved as its author's save, over whatever the page holds now (its earlier state stays a revision).
        const author =
          change.userId !== null && change.authorName !== null
            ? { user: { id: change.userId, name: change.authorName } }
            : null;
        const origin = { auth: author, expectedVersion: null };
        const saved = await store.updateIn(tx, origin, change.pageId, change.values);
        return saved ? { origin, saved } : null;
      });
      if (!done) continue;
      applied += 1;
      await audit.record(
        { ...done.origin, ip: null },
        {
          action: 'scheduled_update',
          entityType: store.kind.auditLabel,
          entityId: done.saved.row.id,
          details: auditDetails(done.saved.revision),
        },
      );
    }
    return applied;
  }

  return { find, list, save, cancel, applyDue };
}

export type PageSchedules = ReturnType<typeof createPageSchedules>;
