import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SavedVersion, VersionConflict } from '#contract/schemas/envelope.ts';
import { FieldValidationError, HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The version of the item the client read (If-Match, or `version` in the body); null when none was sent. */
    expectedVersion?: number | null;
  }
}

// A version is sent as an entity tag: "7" (or W/"7", which some clients make of it).
const VERSION_TAG = /^(?:W\/)?"([1-9]\d{0,8})"$/;

export const versionTag = (version: number) => `"${version}"`;

/**
 * preValidation hook of the versioned admin routes: takes the expected version out of If-Match or
 * of the body's `version`, so the body is validated by the same schema as the spec's clients use,
 * who send none (their writes are accepted as before).
 */
export async function takeExpectedVersion(request: FastifyRequest) {
  await takeIfMatchVersion(request);
  const body = request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'version')) {
    const { version, ...rest } = body as Record<string, unknown>;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1)
      throw new FieldValidationError({ version: 'invalid_value' });
    request.body = rest;
    request.expectedVersion ??= version;
  }
}

/** The expected version from If-Match alone: for items whose body has a `version` of its own (a quote's revision). */
export async function takeIfMatchVersion(request: FastifyRequest) {
  request.expectedVersion = null;
  const header = request.headers['if-match'];
  if (typeof header === 'string' && header.trim() !== '*') {
    const match = VERSION_TAG.exec(header.trim());
    if (!match) throw new FieldValidationError({ version: 'invalid_value' });
    request.expectedVersion = Number(match[1]);
  }
}

/** Whether a write read from `stored` may go on: it sent no version, or the one stored. */
export const isCurrentVersion = (request: Pick<FastifyRequest, 'expectedVersion'>, stored: number) =>
  request.expectedVersion === null || request.expectedVersion === undefined || request.expectedVersion === stored;

/** 409: someone saved since the client read; nothing was changed. The answer says who, when, and what is stored now. */
export const versionConflict = (saved: SavedVersion, current: unknown) =>
  new HttpError(409, 'version_conflict', undefined, { etag: versionTag(saved.version) }, {
    ...saved,
    current,
  } satisfies VersionConflict<unknown>);

/** The item's version as its entity tag, beside the `version` field of the answer. */
export function tagVersion(reply: FastifyReply, version: number) {
  reply.header('etag', versionTag(version));
}
