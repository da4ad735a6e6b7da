import { hasValidSignature, signatureOf } from '../../lib/signature.ts';

/** A token that proves a confirmation link was mailed by us to this address (double opt-in, ADR 0024). */
export function signConfirmationToken(secret: string, email: string): string {
  return signatureOf(secret, 'newsletter-confirm', email.toLowerCase());
}

export function verifyConfirmationToken(secret: string, email: string, token: string): boolean {
  return hasValidSignature(secret, 'newsletter-confirm', email.toLowerCase(), token);
}
