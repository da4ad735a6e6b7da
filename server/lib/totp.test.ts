import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  timeStepOf,
  totpCode,
} from './totp.ts';

const ascii = (text: string) => Buffer.from(text, 'ascii');
const at = (seconds: number) => new Date(seconds * 1000);

describe('hotp (RFC 4226, appendix D)', () => {
  it('gives the published codes of counters 0 to 9', () => {
    const key = ascii('12345678901234567890');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });
});

describe('totp (RFC 6238, appendix B: 8 digits, 30-second steps)', () => {
  const seeds = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const step = timeStepOf(at(seconds));
    expect(hotp(seeds.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(seeds.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seeds.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads the base32 secret an app is given (6 digits, SHA-1)', () => {
    const secret = base32Encode(seeds.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, at(59))).toBe('287082');
    expect(totpCode(secret, at(1111111109))).toBe('081804');
  });
});

describe('base32', () => {
  it('round-trips any length and reads what people type', () => {
    for (let length = 0; length < 25; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, index) => (index * 37 + 11) % 256));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Decode('gezd gnbv gy3t qojq====')).toEqual(ascii('1234567890'));
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('makes 160-bit secrets, different each time', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('matchTotp', () => {
  const secret = base32Encode(ascii('12345678901234567890'));
  const now = at(1111111111);
  const step = timeStepOf(now);

  it('accepts the current code and one step either side, naming the step', () => {
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at(1111111111 - 30)), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(1111111111 + 30)), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, malformed codes and a bad secret', () => {
    expect(matchTotp(secret, totpCode(secret, at(1111111111 - 60)), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(1111111111 + 60)), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, '12345a', now)).toBeNull();
    expect(matchTotp(secret, ' 123456', now)).toBeNull();
    expect(matchTotp('!!', '123456', now)).toBeNull();
  });
});

describe('otpauthUri', () => {
  it('names the issuer and the account, and says how to compute the codes', () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Weltaare', account: 'awa+1@weltaare.com' });
    expect(uri).toBe(
      'otpauth://totp/Weltaare:awa%2B1%40weltaare.com?secret=JBSWY3DPEHPK3PXP&issuer=Weltaare&algorithm=SHA1&digits=6&period=30',
    );
  });
});
