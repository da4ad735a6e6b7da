import type { ApiMessageKey, ValidationMessageKey } from '#contract/validation-messages.ts';

/** An error the client caused or may see: carries its status and a message key of API_MESSAGES. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** What the client needs to resolve it (a version conflict: who saved, and what is stored now). */
    readonly data?: unknown,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'too_many_requests', undefined, { 'retry-after': String(retryAfterSeconds) });

/** Seconds a client should wait before trying again while the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new HttpError(503, 'service_unavailable', undefined, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });

/**
 * A 422 found after the schema passed (e.g. a body that is empty once sanitized): field
 * paths to message keys, translated into the visitor's language by the error handler.
 */
export class FieldValidationError extends Error {
  constructor(readonly fields: Record<string, ValidationMessageKey>) {
    super('validation_failed');
    this.name = 'FieldValidationError';
  }
}
