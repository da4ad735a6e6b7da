import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPreviewStore, type PreviewStore } from './preview-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewStore;
  }
}

export const previewsPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    app.decorate('previews', createPreviewStore(app.db, options.secret));
  },
  { name: 'previews', dependencies: ['database'] },
);
