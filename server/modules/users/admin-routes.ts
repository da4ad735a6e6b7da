import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import {
  type AdminUser,
  adminUserSchema,
  passwordResetSchema,
  userCreateSchema,
  userUpdateSchema,
} from '#contract/schemas/auth.ts';
import { idParamSchema, paginationQuerySchema } from '#contract/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, revisions, users } from '../../db/schema.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { isCurrentVersion, tagVersion, takeExpectedVersion, versionConflict } from '../../http/versions.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { savedVersionOf } from '../../lib/saved-version.ts';
import { offsetOf } from '../../lib/sql-helpers.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
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

/** Staff accounts, admins only: create, rename, change role, deactivate, reset password, delete. */
export function adminUsersRoutes(db: Db, audit: AuditLog, sessions: SessionsRepository): FastifyPluginAsyncZod {
  async function findUser(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    return row;
  }

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    app.addHook('preValidation', takeExpectedVersion);

    app.get(
      '/admin/users',
      { schema: { querystring: paginationQuerySchema, response: { 200: pageEnvelopeSchema(adminUserSchema) } } },
      async (request, reply) => {
        const { page, per_page } = request.query;
        const [rows, [total]] = await Promise.all([
          db.select().from(users).orderBy(asc(users.email)).limit(per_page).offset(offsetOf(page, per_page)),
          db.select({ value: count() }).from(users),
        ]);
        return sendData(request, reply, rows.map(toAdminUser), { meta: pageMeta(page, per_page, total?.value ?? 0) });
      },
    );

    app.get(
      '/admin/users/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminUserSchema) } } },
      async (request, reply) => {
        const row = await findUser(request.params.id);
        tagVersion(reply, row.version);
        return sendData(request, reply, toAdminUser(row));
      },
    );

    app.post(
      '/admin/users',
      { schema: { body: userCreateSchema, response: { 201: successEnvelopeSchema(adminUserSchema) } } },
      async (request, reply) => {
        const { email, name, role, password } = request.body;
        try {
          const [row] = await db
            .insert(users)
            .values({ email, name, role, passwordHash: await hashPassword(password) })
            .returning();
          if (!row) throw new Error('user insert returned nothing');
          await audit.record(request, {
            action: 'create',
            entityType: 'user',
            entityId: row.id,
            details: { email, role },
          });
          return sendData(request, reply, toAdminUser(row), { status: 201, messageKey: 'created' });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, 'email_taken');
          throw error;
        }
      },
    );

    app.patch(
      '/admin/users/:id',
      {
        schema: {
          params: idParamSchema,
          body: userUpdateSchema,
          response: { 200: successEnvelopeSchema(adminUserSchema) },
        },
      },
      async (request, reply) => {
        const current = await findUser(request.params.id);
        const changes = request.body;
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
        // A new role or a deactivation takes effect at once: the user's sessions end.
        const roleChanged = changes.role !== undefined && changes.role !== current.role;
        if (roleChanged || changes.active === false) await sessions.revokeAllForUser(row.id);
        const renamed = changes.name !== undefined && changes.name !== current.name;
        await audit.record(request, {
          action: 'update',
          entityType: 'user',
          entityId: row.id,
          details: renamed ? { ...changes, previous_name: current.name } : changes,
        });
        tagVersion(reply, row.version);
        return sendData(request, reply, toAdminUser(row), { messageKey: 'updated' });
      },
    );

    app.post(
      '/admin/users/:id/reset-password',
      {
        schema: {
          params: idParamSchema,
          body: passwordResetSchema,
          response: {
            200: successEnvelopeSchema(z.object({ id: z.number(), generated_password: z.string().nullable() })),
          },
        },
      },
      async (request, reply) => {
        const current = await findUser(request.params.id);
        const generated = request.body.password ? null : generatePassword();
        const password = request.body.password ?? generated ?? '';
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
          .where(eq(users.id, current.id));
        await sessions.revokeAllForUser(current.id);
        await audit.record(request, { action: 'reset-password', entityType: 'user', entityId: current.id });
        // A generated password is shown once, to the admin who asked for it.
        return sendData(request, reply, { id: current.id, generated_password: generated }, { messageKey: 'updated' });
      },
    );

    app.delete(
      '/admin/users/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const current = await findUser(request.params.id);
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
        await audit.record(request, {
          action: 'delete',
          entityType: 'user',
          entityId: current.id,
          details: { email: current.email, name: current.name, role: current.role },
        });
        return sendData(request, reply, { id: current.id }, { messageKey: 'deleted' });
      },
    );
  };
}
