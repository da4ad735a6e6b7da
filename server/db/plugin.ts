import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL); main.ts opens and closes it. */
    database: Database;
    db: Db;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
