import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `attachment` with the file's name: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A file staff download from the back office (an export, an archive, a CV): saved, never shown; never
 * kept by a browser or a proxy, since each holds what only staff may read; its type never sniffed
 * into something a browser would run.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { type: string; name: string; body: Buffer | string | Readable; bytes?: number },
) {
  reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentHeader(file.name))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.bytes !== undefined) reply.header('content-length', file.bytes);
  return reply.send(file.body);
}
