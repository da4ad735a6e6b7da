import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageMeta } from '#contract/schemas/envelope.ts';
import { API_MESSAGES, type ApiMessageKey } from '#contract/validation-messages.ts';
import { apiLanguage } from './language.ts';

export function translateApiMessage(request: FastifyRequest, key: ApiMessageKey): string {
  return API_MESSAGES[key][apiLanguage(request)];
}

/** Sends `{success: true, message, data}` (plus `meta` for paginated lists). */
export function sendData<T, Meta extends PageMeta = PageMeta>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
  /** `meta` may carry list totals beside the page numbers (e.g. unread messages). */
  options: { status?: number; messageKey?: ApiMessageKey; meta?: Meta } = {},
) {
  const body: { success: true; message: string; data: T; meta?: Meta } = {
    success: true,
    message: translateApiMessage(request, options.messageKey ?? 'ok'),
    data,
  };
  if (options.meta) body.meta = options.meta;
  return reply.status(options.status ?? 200).send(body);
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
}
