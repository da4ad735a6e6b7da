import type { IncomingMessage, Server } from 'node:http';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import { MEDIA_MAX_UPLOAD_BYTES } from '#contract/schemas/media.ts';

/** Room for the multipart boundaries and the fields around an uploaded file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest body the server reads for a request: an upload for multipart, the form and JSON limit otherwise. */
function bodyLimitOf(request: IncomingMessage): number {
  const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;
  return multipart ? MEDIA_MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : REQUEST_LIMITS.jsonBodyBytes;
}

/**
 * A client that asks before sending its body (`Expect: 100-continue`, as curl does past 1 MB) is
 * told to go on only when the declared length fits; otherwise the 413 reaches it before it sends
 * a byte of the body, instead of a connection cut in the middle of an upload it cannot read.
 */
export function answerExpectContinue(server: Server): void {
  server.on('checkContinue', (request: IncomingMessage, response) => {
    const length = Number(request.headers['content-length']);
    if (!(length > bodyLimitOf(request))) response.writeContinue();
    server.emit('request', request, response);
  });
}
