import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built client: hashed assets are immutable, other files are revalidated daily. */
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
      const immutable = relative.startsWith(`assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });
}
