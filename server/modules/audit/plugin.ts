import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditLog, createAuditLog } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', createAuditLog(app.db));
  },
  { name: 'audit', dependencies: ['database'] },
);
