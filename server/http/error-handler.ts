import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '#contract/languages.ts';
import { VALIDATION_MESSAGES, type ApiMessageKey, isValidationMessageKey } from '#contract/validation-messages.ts';
import { translateApiMessage } from './envelope.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { FieldValidationError, HttpError, serviceUnavailable } from './errors.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { apiLanguage } from './language.ts';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field errors in the visitor's language, keyed by the field's dotted path. */
export function fieldErrorsFromIssues(language: Language, issues: ValidationIssue[]): Record<string, string[]> {
  // A Map: a field named "constructor" or "toString" must not meet Object.prototype.
  const errors = new Map<string, string[]>();
  const add = (field: string, key: string) => {
    const messageKey = isValidationMessageKey(key) ? key : 'invalid_value';
    const message = VALIDATION_MESSAGES[messageKey][language];
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[]) add(field ? `${field}.${key}` : key, 'unknown_field');
      continue;
    }
    add(field || '_root', issue.message ?? 'invalid_value');
  }
  return Object.fromEntries(errors);
}

/** The same field errors from a zod error of a schema applied by hand (multipart fields, page forms). */
export function fieldErrorsFromZod(language: Language, error: z.ZodError): Record<string, string[]> {
  const issues = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: issue.path.length > 0 ? `/${issue.path.join('/')}` : '',
    message: issue.message,
    params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
  }));
  return fieldErrorsFromIssues(language, issues);
}

export function translateFieldErrors(error: FieldValidationError, language: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [field, [VALIDATION_MESSAGES[key][language]]]),
  );
}

const FASTIFY_CODES: Record<string, { status: number; key: ApiMessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalid_json' },
  FST_ERR_BAD_URL: { status: 400, key: 'bad_url' },
};

/** Errors Fastify raises before routing (a badly encoded URL): answered in the envelope too. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Raised before any hook: the headers every other answer gets are set here.
  applySecurityHeaders(reply.raw);
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  return send(request, reply, known?.status ?? 400, known?.key ?? 'bad_url');
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: ApiMessageKey,
  errors?: Record<string, string[]>,
  data?: unknown,
) {
  const body: { success: false; message: string; errors?: Record<string, string[]>; data?: unknown } = {
    success: false,
    message: translateApiMessage(request, key),
  };
  if (errors) body.errors = errors;
  if (data !== undefined) body.data = data;
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = serviceUnavailable();
      reply.headers(unavailable.headers ?? {});
      return send(request, reply, unavailable.statusCode, unavailable.messageKey);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.messageKey, error.fieldErrors, error.data);
    }
    if (error instanceof FieldValidationError) {
      return send(request, reply, 422, 'validation_failed', translateFieldErrors(error, apiLanguage(request)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        request,
        reply,
        422,
        'validation_failed',
        fieldErrorsFromIssues(apiLanguage(request), error.validation),
      );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(request, reply, known.status, known.key);
    if (error.statusCode === 429) return send(request, reply, 429, 'too_many_requests');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(request, reply, error.statusCode, error.statusCode === 404 ? 'not_found' : 'validation_failed');
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, 'server_error');
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, 'route_not_found'));
}
