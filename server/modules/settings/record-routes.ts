import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { UserRole } from '#contract/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { tagVersion, takeExpectedVersion } from '../../http/versions.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { createVersionedRecord } from './record-versions.ts';

/**
 * GET and PUT /api/admin/{resource} for a record kept whole in the settings table (the site settings,
 * the transfer corridors, the study checklists, the reply templates): read it, replace it, audit the
 * change. Its answers carry its version (ADR 0038); a PUT made from an older one is refused with 409.
 * `read` and `save` get the database or the transaction to work in.
 */
export function adminRecordRoutes<Input extends z.ZodType, Answer extends z.ZodType>({
  resource,
  roles,
  input,
  answer,
  db,
  read,
  save,
  audit,
  entityType = resource.replaceAll('-', '_'),
}: {
  /** Its path under /api/admin ("settings", "menus/header"). */
  resource: string;
  roles: UserRole[];
  input: Input;
  answer: Answer;
  db: Db;
  read: (db: Db) => Promise<z.output<Answer>>;
  save: (value: z.output<Input>, db: Db) => Promise<z.output<Answer>>;
  audit: AuditLog;
  /** What the audit log names it; the resource's name by default. */
  entityType?: string;
}): FastifyPluginAsyncZod {
  const path = `/admin/${resource}`;
  // The record's own schema keeps what it answers to its fields; the version joins them.
  const response = { 200: successEnvelopeSchema(z.looseObject({ version: z.number() })) };
  const versioned = (record: z.output<Answer>, version: number) => ({
    ...(answer.parse(record) as object),
    version,
  });
  const record = createVersionedRecord<z.output<Answer>, z.output<Input>>(db, resource, { read, save });
  return async (zodApp) => {
    // The schemas are generic here: Fastify still validates with them; the handlers are typed by hand.
    const app = zodApp as unknown as FastifyInstance;
    app.addHook('onRequest', async (request) => requireRole(request, roles));
    app.addHook('preValidation', takeExpectedVersion);

    app.get(path, { schema: { response } }, async (request, reply) => {
      const { record: stored, version } = await record.read();
      tagVersion(reply, version);
      return sendData(request, reply, versioned(stored, version));
    });

    app.put(path, { schema: { body: input, response } }, async (request, reply) => {
      const { record: saved, version } = await record.replace(request, request.body as z.output<Input>, versioned);
      await audit.record(request, { action: 'update', entityType });
      tagVersion(reply, version);
      return sendData(request, reply, versioned(saved, version), { messageKey: 'updated' });
    });
  };
}
