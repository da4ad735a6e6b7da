import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { z } from 'zod';
import { adminUserSchema, passwordResetSchema, userCreateSchema, userUpdateSchema } from '#contract/schemas/auth.ts';
import { idParamSchema, paginationQuerySchema, searchQuerySchema } from '#contract/schemas/common.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import { tagVersion, takeExpectedVersion } from '../../http/versions.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { type StaffAccounts, toAdminUser } from './service.ts';

/** Staff accounts, admins only: create, rename, change role, deactivate, reset password, delete. */
export function adminUsersRoutes(accounts: StaffAccounts, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));
    app.addHook('preValidation', takeExpectedVersion);

    app.get(
      '/admin/users',
      {
        schema: {
          querystring: paginationQuerySchema.extend({ search: searchQuerySchema }),
          response: { 200: pageEnvelopeSchema(adminUserSchema) },
        },
      },
      async (request, reply) => {
        const { page, per_page, search } = request.query;
        const { rows, total } = await accounts.page(page, per_page, search);
        return sendData(request, reply, rows.map(toAdminUser), { meta: pageMeta(page, per_page, total) });
      },
    );

    app.get(
      '/admin/users/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(adminUserSchema) } } },
      async (request, reply) => {
        const row = await accounts.find(request.params.id);
        tagVersion(reply, row.version);
        return sendData(request, reply, toAdminUser(row));
      },
    );

    app.post(
      '/admin/users',
      { schema: { body: userCreateSchema, response: { 201: successEnvelopeSchema(adminUserSchema) } } },
      async (request, reply) => {
        const row = await accounts.create(request.body);
        const { email, role } = request.body;
        await audit.record(request, {
          action: 'create',
          entityType: 'user',
          entityId: row.id,
          details: { email, role },
        });
        return sendData(request, reply, toAdminUser(row), { status: 201, messageKey: 'created' });
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
        const changes = request.body;
        const { before, after } = await accounts.update(request, request.params.id, changes);
        const renamed = changes.name !== undefined && changes.name !== before.name;
        await audit.record(request, {
          action: 'update',
          entityType: 'user',
          entityId: after.id,
          details: renamed ? { ...changes, previous_name: before.name } : changes,
        });
        tagVersion(reply, after.version);
        return sendData(request, reply, toAdminUser(after), { messageKey: 'updated' });
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
        const { id, generated } = await accounts.resetPassword(request.params.id, request.body.password);
        await audit.record(request, { action: 'reset-password', entityType: 'user', entityId: id });
        // A generated password is shown once, to the admin who asked for it.
        return sendData(request, reply, { id, generated_password: generated }, { messageKey: 'updated' });
      },
    );

    app.delete(
      '/admin/users/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const removed = await accounts.remove(request, request.params.id);
        await audit.record(request, {
          action: 'delete',
          entityType: 'user',
          entityId: removed.id,
          details: { email: removed.email, name: removed.name, role: removed.role },
        });
        return sendData(request, reply, { id: removed.id }, { messageKey: 'deleted' });
      },
    );
  };
}
