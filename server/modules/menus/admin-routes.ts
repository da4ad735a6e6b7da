import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { MENU_KEYS, MENU_SCHEMAS, type MenuKey } from '#contract/schemas/menus.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminRecordRoutes } from '../settings/record-routes.ts';
import { createVersionedRecord } from '../settings/record-versions.ts';
import { createMenusRepository } from './repository.ts';

/** Menus are the site's words, as its pages are: every staff member who edits content edits them. */
const ROLES = ['admin', 'editor'] as const;

const menuRecord = <Key extends MenuKey>(db: Db, key: Key) => ({
  resource: `menus/${key}`,
  read: (executor: Db) => createMenusRepository(executor).read(key),
  save: (value: z.output<(typeof MENU_SCHEMAS)[Key]>, executor: Db) =>
    createMenusRepository(executor).save(key, value as never),
  db,
});

/**
 * GET /api/admin/menus (each menu with its `key` and version), and GET and PUT /api/admin/menus/{key}
 * for one, saved whole: a PUT made from an older version is refused with 409 (ADR 0062).
 */
export function adminMenusRoutes(db: Db, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    for (const key of MENU_KEYS) {
      const { resource, read, save } = menuRecord(db, key);
      await app.register(
        adminRecordRoutes({
          resource,
          roles: [...ROLES],
          input: MENU_SCHEMAS[key],
          answer: MENU_SCHEMAS[key],
          db,
          read,
          save,
          audit,
          entityType: `menu_${key}`,
        }),
      );
    }

    app.get(
      '/admin/menus',
      {
        onRequest: async (request) => requireRole(request, [...ROLES]),
        schema: {
          response: { 200: listEnvelopeSchema(z.looseObject({ key: z.enum(MENU_KEYS), version: z.number() })) },
        },
      },
      async (request, reply) => {
        const menus = await Promise.all(
          MENU_KEYS.map(async (key) => {
            const { resource, read, save } = menuRecord(db, key);
            const { record, version } = await createVersionedRecord(db, resource, { read, save }).read();
            return { key, ...record, version };
          }),
        );
        return sendData(request, reply, menus);
      },
    );
  };
}
