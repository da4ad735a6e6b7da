import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token that proves an unsubscribe link was sent by us for this email. */
export function signUnsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url');
}

export function verifyUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(signUnsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
