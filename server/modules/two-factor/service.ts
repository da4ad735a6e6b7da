import { createHmac, randomInt } from 'node:crypto';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import type { SignedInUser } from '#contract/schemas/auth.ts';
import {
  TWO_FACTOR,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#contract/schemas/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { createSecretBox, deriveKey } from '../../lib/secret-box.ts';
import { hasValidSignature, signatureOf } from '../../lib/signature.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from '../../lib/totp.ts';
import type { UserRow, UsersRepository } from '../auth/users-repository.ts';
import { createTwoFactorRepository } from './repository.ts';

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_CODE_LENGTH = 10;
const CHALLENGE_PURPOSE = 'two-factor-login';

/** What a typed code is: six digits from the app, a recovery code (50 random bits), or neither. */
export function readCode(typed: string): { kind: 'totp' | 'recovery'; value: string } | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', value: compact };
  if (new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(compact))
    return { kind: 'recovery', value: compact };
  return null;
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

interface Dependencies {
  db: Db;
  users: UsersRepository;
  /** The app secret: encrypts the TOTP secrets, keys the recovery-code hashes, signs login challenges. */
  appSecret: string;
  now?: () => Date;
}

/** Two-factor login for staff (ADR 0023). */
export function createTwoFactorService({ db, users, appSecret, now = () => new Date() }: Dependencies) {
  const repository = createTwoFactorRepository(db, now);
  const secretBox = createSecretBox(deriveKey(appSecret, 'two-factor-secret'));
  const recoveryKey = deriveKey(appSecret, 'two-factor-recovery-code');
  // High-entropy codes: a keyed fast hash is as safe as argon2 here, and lets the database find the code.
  const hashRecoveryCode = (code: string) => createHmac('sha256', recoveryKey).update(code).digest('hex');
  const contextOf = (userId: number) => `user:${userId}`;
  const openSecret = (user: UserRow) =>
    user.twoFactorSecret ? secretBox.open(user.twoFactorSecret, contextOf(user.id)) : null;
  const challengeText = (user: UserRow, expires: number) =>
    // The password hash and the moment it was turned on: a new password, a reset or a disable voids the challenge.
    `${user.id}.${expires}.${user.passwordHash}.${user.twoFactorEnabledAt?.getTime() ?? ''}`;

  async function mustFind(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, 'unauthorized');
    return user;
  }

  return {
    repository,

    async status(userId: number): Promise<TwoFactorStatus> {
      const user = await mustFind(userId);
      const enabled = user.twoFactorEnabledAt !== null;
      return {
        enabled,
        enabled_at: user.twoFactorEnabledAt?.toISOString() ?? null,
        recovery_codes_left: enabled ? await repository.unusedRecoveryCodes(user.id) : 0,
        required: await repository.isRequired(),
      };
    },

    async signedInUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>): Promise<SignedInUser> {
      const row = await mustFind(user.id);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        two_factor_enabled: row.twoFactorEnabledAt !== null,
        two_factor_setup_required: await repository.setupRequired(user.id),
      };
    },

    /** A new secret, waiting for its first code; the QR code is drawn here, never by another service. */
    async setup(userId: number): Promise<TwoFactorSetup> {
      const user = await mustFind(userId);
      if (user.twoFactorEnabledAt) throw new HttpError(409, 'two_factor_already_enabled');
      const secret = generateTotpSecret();
      if (!(await repository.storePendingSecret(user.id, secretBox.seal(secret, contextOf(user.id))))) {
        throw new HttpError(409, 'two_factor_already_enabled');
      }
      const uri = otpauthUri({ secret, issuer: TWO_FACTOR.issuer, account: user.email });
      const qrCode = toSvgDataURL(generate(uri), { on: '#000000', off: '#ffffff', pad: 4 });
      return { secret, otpauth_uri: uri, qr_code: qrCode };
    },

    /** Turns it on when the code matches the pending secret: the recovery codes, shown once, or null. */
    async enable(userId: number, typed: string): Promise<string[] | null> {
      const user = await mustFind(userId);
      if (user.twoFactorEnabledAt) throw new HttpError(409, 'two_factor_already_enabled');
      const secret = openSecret(user);
      if (!secret || !user.twoFactorSecret) throw new HttpError(409, 'two_factor_not_set_up');
      const code = readCode(typed);
      const step = code?.kind === 'totp' ? matchTotp(secret, code.value, now()) : null;
      if (step === null) return null;
      const codes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
      const hashes = codes.map((recovery) => hashRecoveryCode(recovery.replace('-', '')));
      if (!(await repository.enable(user.id, user.twoFactorSecret, step, hashes))) {
        throw new HttpError(409, 'two_factor_not_set_up');
      }
      return codes;
    },

    /**
     * Whether the typed code proves the second factor: an app code of this step or one either side,
     * never one already used, or an unused recovery code, which is then spent.
     */
    async verify(user: UserRow, typed: string): Promise<boolean> {
      if (!user.twoFactorEnabledAt) return false;
      const code = readCode(typed);
      if (!code) return false;
      if (code.kind === 'recovery') return repository.useRecoveryCode(user.id, hashRecoveryCode(code.value));
      const secret = openSecret(user);
      const step = secret ? matchTotp(secret, code.value, now()) : null;
      return step !== null && repository.useStep(user.id, step);
    },

    findUser: (userId: number) => users.findById(userId),

    /** Forgets the secret and the recovery codes (one's own turn-off, or an admin's reset for a lost phone). */
    async turnOff(userId: number) {
      await repository.disable(userId);
    },

    challengeFor(user: UserRow): TwoFactorChallenge {
      const expires = now().getTime() + TWO_FACTOR.challengeTtlMs;
      const signature = signatureOf(appSecret, CHALLENGE_PURPOSE, challengeText(user, expires));
      return {
        two_factor_required: true,
        challenge: `${user.id}.${expires}.${signature}`,
        expires_at: new Date(expires).toISOString(),
      };
    },

    /** The active account whose password step this challenge proves, while it is fresh; null otherwise. */
    async userOfChallenge(challenge: string): Promise<UserRow | null> {
      const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{1,100})$/.exec(challenge);
      if (!match) return null;
      const [, id, expires, signature] = match as unknown as [string, string, string, string];
      if (Number(expires) <= now().getTime()) return null;
      const user = await users.findById(Number(id));
      if (!user?.active || !user.twoFactorEnabledAt) return null;
      return hasValidSignature(appSecret, CHALLENGE_PURPOSE, challengeText(user, Number(expires)), signature)
        ? user
        : null;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
