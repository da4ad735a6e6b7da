import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP = { digits: 6, stepSeconds: 30, algorithm: 'sha1', secretBytes: 20 } as const;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Reads base32 the way people type it: any case, spaces and padding ignored; null when not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret, base32 as the user may type it into an app. */
export const generateTotpSecret = () => base32Encode(randomBytes(TOTP.secretBytes));

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits: number = TOTP.digits,
  algorithm: string = TOTP.algorithm,
) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac(algorithm, key).update(message).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in (RFC 6238's T). */
export const timeStepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP.stepSeconds);

/** The code an app shows at a moment, from the base32 secret. */
export function totpCode(secret: string, at: Date): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('the TOTP secret is not base32');
  return hotp(key, timeStepOf(at));
}

/**
 * The time step whose code `code` is, within `window` steps either side of `at` (clock drift, a code
 * typed as it changes), or null. Every candidate is computed and compared in constant time.
 */
export function matchTotp(secret: string, code: string, at: Date, window = 1): number | null {
  const key = base32Decode(secret);
  if (!key || !new RegExp(`^\\d{${TOTP.digits}}$`).test(code)) return null;
  const current = timeStepOf(at);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Google's Key Uri Format). */
export function otpauthUri(options: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: TOTP.algorithm.toUpperCase(),
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
