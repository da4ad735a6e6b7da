import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyTransferAnswerSchema, moneyTransferInputSchema } from '#contract/money-transfer/corridors.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { MoneyTransferRepository } from './repository.ts';

/** The transfer corridors, rates and fee bands: kept by every staff member, as rates move daily. */
export function adminMoneyTransferRoutes(repository: MoneyTransferRepository, audit: AuditLog): FastifyPluginAsyncZod {
  const answer = { 200: successEnvelopeSchema(moneyTransferAnswerSchema) };
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    app.get('/admin/money-transfer', { schema: { response: answer } }, async (request, reply) =>
      sendData(request, reply, await repository.read()),
    );

    app.put(
      '/admin/money-transfer',
      { schema: { body: moneyTransferInputSchema, response: answer } },
      async (request, reply) => {
        const saved = await repository.save(request.body.corridors);
        await audit.record(request, { action: 'update', entityType: 'money_transfer' });
        return sendData(request, reply, saved, { messageKey: 'updated' });
      },
    );
  };
}
