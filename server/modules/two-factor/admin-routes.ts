import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { twoFactorPolicyAnswerSchema, twoFactorPolicySchema } from '#contract/schemas/two-factor.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { SessionsRepository } from '../auth/sessions-repository.ts';
import type { TwoFactorService } from './service.ts';

/** Admins only: require two-factor login of every staff account, reset it for someone who lost their phone. */
export function adminTwoFactorRoutes(
  twoFactor: TwoFactorService,
  audit: AuditLog,
  sessions: SessionsRepository,
): FastifyPluginAsyncZod {
  const { repository } = twoFactor;
  const policy = async () => ({
    required: await repository.isRequired(),
    staff_without_two_factor: await repository.activeStaffWithout(),
  });

  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin']));

    app.get(
      '/admin/two-factor',
      { schema: { response: { 200: successEnvelopeSchema(twoFactorPolicyAnswerSchema) } } },
      async (request, reply) => sendData(request, reply, await policy()),
    );

    app.put(
      '/admin/two-factor',
      {
        schema: { body: twoFactorPolicySchema, response: { 200: successEnvelopeSchema(twoFactorPolicyAnswerSchema) } },
      },
      async (request, reply) => {
        const { required } = request.body;
        // Who turns it on has it already: the rule never locks its author out of the back office.
        const author = request.auth ? await twoFactor.findUser(request.auth.user.id) : null;
        if (required && !author?.twoFactorEnabledAt) throw new HttpError(409, 'two_factor_enable_own_first');
        await repository.setRequired(required);
        await audit.record(request, {
          action: 'update',
          entityType: 'settings',
          details: { two_factor_required: required },
        });
        return sendData(request, reply, await policy(), { messageKey: 'updated' });
      },
    );

    app.post(
      '/admin/users/:id/two-factor/reset',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const { id } = request.params;
        if (request.auth?.user.id === id) throw new HttpError(409, 'two_factor_reset_self');
        const user = await twoFactor.findUser(id);
        if (!user) throw notFound();
        if (!user.twoFactorEnabledAt) throw new HttpError(409, 'two_factor_not_enabled');
        await twoFactor.turnOff(id);
        await sessions.revokeAllForUser(id);
        await audit.record(request, {
          action: 'reset-two-factor',
          entityType: 'user',
          entityId: id,
          details: { email: user.email, name: user.name },
        });
        return sendData(request, reply, { id }, { messageKey: 'two_factor_reset' });
      },
    );
  };
}
