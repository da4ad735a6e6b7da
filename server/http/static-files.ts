import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_FILE } from './island-script.ts';

/**
 * Serves the built client: hashed assets are immutable, other files are revalidated daily, and the
 * service worker at each visit (a browser must learn of a new build at once).
 */
export async function registerBuiltAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our own header below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(response, filePath) {
      const relative = path.relative(clientDir, filePath);
      if (relative === SERVICE_WORKER_FILE) response.setHeader('cache-control', 'no-cache');
      else if (relative.startsWith(`assets${path.sep}`)) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else response.setHeader('cache-control', 'public, max-age=86400');
    },
  });
}
