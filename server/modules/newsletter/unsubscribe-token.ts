import { hasValidSignature, signatureOf } from '../../lib/signature.ts';

/** A token that proves an unsubscribe link was sent by us for this email. */
export function signUnsubscribeToken(secret: string, email: string): string {
  return signatureOf(secret, 'unsubscribe', email.toLowerCase());
}

export function verifyUnsubscribeToken(secret: string, email: string, token: string): boolean {
  return hasValidSignature(secret, 'unsubscribe', email.toLowerCase(), token);
}
