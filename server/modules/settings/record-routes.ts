import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { UserRole } from '#contract/schemas/auth.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';

/**
 * GET and PUT /api/admin/{resource} for a record kept whole in the settings table (the site settings,
 * the transfer corridors, the study checklists): read it, replace it, audit the change.
 */
export function adminRecordRoutes<Input extends z.ZodType, Answer extends z.ZodType>({
  resource,
  roles,
  input,
  answer,
  read,
  save,
  audit,
}: {
  resource: string;
  roles: UserRole[];
  input: Input;
  answer: Answer;
  read: () => Promise<z.output<Answer>>;
  save: (value: z.output<Input>) => Promise<z.output<Answer>>;
  audit: AuditLog;
}): FastifyPluginAsyncZod {
  const path = `/admin/${resource}`;
  const response = { 200: successEnvelopeSchema(answer) };
  return async (zodApp) => {
    // The schemas are generic here: Fastify still validates with them; the handlers are typed by hand.
    const app = zodApp as unknown as FastifyInstance;
    app.addHook('onRequest', async (request) => requireRole(request, roles));

    app.get(path, { schema: { response } }, async (request, reply) => sendData(request, reply, await read()));

    app.put(path, { schema: { body: input, response } }, async (request, reply) => {
      const saved = await save(request.body as z.output<Input>);
      await audit.record(request, { action: 'update', entityType: resource.replaceAll('-', '_') });
      return sendData(request, reply, saved, { messageKey: 'updated' });
    });
  };
}
