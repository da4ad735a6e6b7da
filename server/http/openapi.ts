import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '#contract/schemas/envelope.ts';

/** Where the API's description is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** A route that needs a staff session names it in its schema (`security`): the document marks it so. */
export const BEARER_SESSION = [{ bearerSession: [] }];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not JSON, or the address cannot be read',
  401: 'No valid session: sign in and send its bearer token',
  403: 'The session’s role may not do this',
  404: 'Nothing here',
  409: 'It conflicts with what is stored: a newer version (`data` holds it), a taken value, a rule',
  413: 'The body is too large',
  415: 'The body is not of a type this route reads',
  422: 'The input is not valid: `errors` names each field, in the visitor’s language',
  429: 'Too many requests from this address: wait and try again',
  503: 'The database is out of reach: try again later (Retry-After)',
};

/** Each error answer's schema, made once: the envelope with what the status means. */
const ERROR_SCHEMAS = new Map(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
    Number(status),
    errorEnvelopeSchema.describe(description),
  ]),
);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error answers a route can give, from what it takes and who may call it. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): number[] {
  const methods = [route.method].flat();
  const url = route.url;
  const writes = methods.some((method) => !READS.has(method));
  const staff = url.startsWith('/api/admin');
  const signedIn = staff || Boolean((route.schema as { security?: unknown } | undefined)?.security);
  const statuses = new Set<number>();
  if (url === '/api/health') return [];
  if (signedIn) statuses.add(401);
  if (staff) statuses.add(403);
  if (url.includes('/:')) statuses.add(404);
  if (route.schema?.querystring || route.schema?.params) statuses.add(422);
  if (writes) [400, 413, 415, 422].forEach((status) => statuses.add(status));
  if (staff && writes) statuses.add(409);
  // The public forms, the login and the click counter are limited per address.
  if (writes && !staff) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The API describes itself (OpenAPI 3.1, at /api/openapi.json): every /api route with its params,
 * query, body and answers, errors included. Each route's error answers are added to its schema here,
 * from what it can give (errorStatusesOf): Fastify then serializes them from the error envelope, as
 * it does the successes from theirs.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      const response = { ...((route.schema?.response as Record<number, unknown> | undefined) ?? {}) };
      for (const status of errorStatusesOf(route))
        response[status] ??= ERROR_SCHEMAS.get(status) ?? errorEnvelopeSchema;
      route.schema = { ...route.schema, response };
    });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Weltaare web API',
          description:
            'The public reads and forms of the Weltaare website, and the back office. Every answer is the ' +
            'envelope {success, message, data}; an error is {success: false, message, errors?}, its message ' +
            'in the language asked (Accept-Language or ?lang=). Back-office routes need a staff session: ' +
            'POST /api/auth/login gives its bearer token.',
          // The API's own version: it changes when a client would have to.
          version: '1',
        },
        components: {
          securitySchemes: { bearerSession: { type: 'http', scheme: 'bearer', description: 'A staff session token' } },
        },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        if (!input.url.startsWith('/api/')) return { ...transformed, schema: { ...transformed.schema, hide: true } };
        const staff = input.url.startsWith('/api/admin');
        return staff ? { ...transformed, schema: { ...transformed.schema, security: BEARER_SESSION } } : transformed;
      },
      transformObject: jsonSchemaTransformObject,
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'openapi' },
);
