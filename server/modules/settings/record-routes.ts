import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import type { UserRole } from '#contract/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { recordVersions } from '../../db/schema.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { isCurrentVersion, tagVersion, takeExpectedVersion, versionConflict } from '../../http/versions.ts';
import { savedVersionOf } from '../../lib/saved-version.ts';
import type { AuditLog } from '../audit/audit-log.ts';

/** A record never saved through the back office is at its first version. */
async function versionOf(db: Db, resource: string): Promise<number> {
  const [row] = await db
    .select({ version: recordVersions.version })
    .from(recordVersions)
    .where(eq(recordVersions.resource, resource));
  return row?.version ?? 1;
}

/** The record's version row, made if missing and locked until the transaction ends: its writes go one at a time. */
async function lockVersion(tx: Db, resource: string) {
  await tx.insert(recordVersions).values({ resource }).onConflictDoNothing();
  const [row] = await tx.select().from(recordVersions).where(eq(recordVersions.resource, resource)).for('update');
  if (!row) throw new Error(`record_versions: no row for ${resource}`);
  return row;
}

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
}: {
  resource: string;
  roles: UserRole[];
  input: Input;
  answer: Answer;
  db: Db;
  read: (db: Db) => Promise<z.output<Answer>>;
  save: (value: z.output<Input>, db: Db) => Promise<z.output<Answer>>;
  audit: AuditLog;
}): FastifyPluginAsyncZod {
  const path = `/admin/${resource}`;
  // The record's own schema keeps what it answers to its fields; the version joins them.
  const response = { 200: successEnvelopeSchema(z.looseObject({ version: z.number() })) };
  const versioned = (record: z.output<Answer>, version: number) => ({
    ...(answer.parse(record) as object),
    version,
  });
  return async (zodApp) => {
    // The schemas are generic here: Fastify still validates with them; the handlers are typed by hand.
    const app = zodApp as unknown as FastifyInstance;
    app.addHook('onRequest', async (request) => requireRole(request, roles));
    app.addHook('preValidation', takeExpectedVersion);

    app.get(path, { schema: { response } }, async (request, reply) => {
      const [record, version] = await Promise.all([read(db), versionOf(db, resource)]);
      tagVersion(reply, version);
      return sendData(request, reply, versioned(record, version));
    });

    app.put(path, { schema: { body: input, response } }, async (request, reply) => {
      const { saved, version } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const stored = await lockVersion(tx, resource);
        if (!isCurrentVersion(request, stored.version))
          throw versionConflict(await savedVersionOf(tx, stored), versioned(await read(tx), stored.version));
        const record = await save(request.body as z.output<Input>, tx);
        const [bumped] = await tx
          .update(recordVersions)
          .set({ version: stored.version + 1, updatedAt: new Date(), updatedBy: request.auth?.user.id ?? null })
          .where(eq(recordVersions.resource, resource))
          .returning({ version: recordVersions.version });
        return { saved: record, version: bumped?.version ?? stored.version + 1 };
      });
      await audit.record(request, { action: 'update', entityType: resource.replaceAll('-', '_') });
      tagVersion(reply, version);
      return sendData(request, reply, versioned(saved, version), { messageKey: 'updated' });
    });
  };
}
