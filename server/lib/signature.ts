import { createHmac, timingSafeEqual } from 'node:crypto';

/** Proves that the site wrote `text` for this purpose (an unsubscribe link, a preview link). */
export function signatureOf(secret: string, purpose: string, text: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url');
}

/** Whether `signature` is the site's for `text`, compared in constant time. */
export function hasValidSignature(secret: string, purpose: string, text: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, purpose, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
