import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminUser, UserRole } from '#contract/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, revisions, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { isCurrentVersion, versionConflict } from '../../http/versions.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { savedVersionOf } from '../../lib/saved-version.ts';
import { likePattern, pageOf } from '../../lib/sql-helpers.ts';
import type { SessionsRepository } from '../auth/sessions-repository.ts';
import type { UserRow } from '../auth/users-repository.ts';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    two_factor_enabled: row.twoFactorEnabledAt !== null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses to take the last active admin's access away. The active admins' rows stay locked until the
 * change commits, so two admins removing each other at the same moment cannot both succeed.
 */
async function keepAnActiveAdmin(tx: Transaction, userId: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .for('update');
  const isActiveAdmin = admins.some((admin) => admin.id === userId);
  if (isActiveAdmin && admins.length === 1) throw new HttpError(409, 'last_active_admin');
}

export interface StaffAccountChanges {
  name?: string | undefined;
  role?: UserRole | undefined;
  active?: boolean | undefined;
}

/**
 * Staff accounts as admins manage them. The rules that keep the back office reachable live here: an
 * admin never locks themselves out, one active admin always remains, and a lost role or a
 * deactivation ends the account's sessions at once.
 */
export function createStaffAccounts(db: Db, sessions: SessionsRepository) {
  async function find(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    find,

    /** One page of the accounts by email, those whose name or email holds `search` when given. */
    async page(page: number, perPage: number, search?: string) {
      const term = search ? likePattern(search) : null;
      const matching = term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined;
      return pageOf(
        db.select().from(users).where(matching).orderBy(asc(users.email)).$dynamic(),
        db.select({ value: count() }).from(users).where(matching),
        page,
        perPage,
      );
    },

    async create(account: { email: string; name: string; role: UserRole; password: string }) {
      try {
        const [row] = await db
          .insert(users)
          .values({
            email: account.email,
            name: account.name,
            role: account.role,
            passwordHash: await hashPassword(account.password),
          })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'email_taken');
        throw error;
      }
    },

    /** Changes an account as of the version the request read (409 on a stale one); returns it before and after. */
    async update(request: FastifyRequest, id: number, changes: StaffAccountChanges) {
      const current = await find(id);
      const isSelf = request.auth?.user.id === current.id;
      if (isSelf && (changes.active === false || (changes.role && changes.role !== 'admin'))) {
        throw new HttpError(409, 'cannot_change_own_account');
      }
      const losesAdmin = changes.active === false || (changes.role !== undefined && changes.role !== 'admin');
      const row = await db.transaction(async (tx) => {
        if (losesAdmin) await keepAnActiveAdmin(tx, current.id);
        const [stored] = await tx.select().from(users).where(eq(users.id, current.id)).for('update');
        if (!stored) return undefined;
        if (!isCurrentVersion(request, stored.version))
          throw versionConflict(await savedVersionOf(tx, stored), toAdminUser(stored));
        const [updated] = await tx
          .update(users)
          .set({
            ...changes,
            updatedAt: new Date(),
            version: stored.version + 1,
            updatedBy: request.auth?.user.id ?? null,
          })
          .where(eq(users.id, current.id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      const roleChanged = changes.role !== undefined && changes.role !== current.role;
      if (roleChanged || changes.active === false) await sessions.revokeAllForUser(row.id);
      return { before: current, after: row };
    },

    /** Sets the password given, or a generated one (returned, to be shown once); ends the account's sessions. */
    async resetPassword(id: number, password: string | undefined) {
      const current = await find(id);
      const generated = password ? null : generatePassword();
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password ?? generated ?? ''), updatedAt: new Date() })
        .where(eq(users.id, current.id));
      await sessions.revokeAllForUser(current.id);
      return { id: current.id, generated };
    },

    /** Deletes an account other than the requester's own; returns it as it was. */
    async remove(request: FastifyRequest, id: number) {
      const current = await find(id);
      if (request.auth?.user.id === current.id) throw new HttpError(409, 'cannot_delete_own_account');
      const deleted = await db.transaction(async (tx) => {
        await keepAnActiveAdmin(tx, current.id);
        // What they did keeps their last name: the audit log and revisions hold it once the account is gone.
        await tx.update(auditLog).set({ userName: current.name }).where(eq(auditLog.userId, current.id));
        await tx.update(revisions).set({ authorName: current.name }).where(eq(revisions.userId, current.id));
        // Their sessions and preview links go with the account (ON DELETE CASCADE): they are signed out at once.
        const [row] = await tx.delete(users).where(eq(users.id, current.id)).returning({ id: users.id });
        return row;
      });
      if (!deleted) throw notFound();
      return current;
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
