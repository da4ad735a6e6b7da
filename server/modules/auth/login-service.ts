import type { Language } from '#contract/languages.ts';
import type { LoginAnswer, LoginResult } from '#contract/schemas/auth.ts';
import { HttpError } from '../../http/errors.ts';
import type { TwoFactorService } from '../two-factor/service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { getDecoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow, UsersRepository } from './users-repository.ts';

/** Who is signing in, as the server saw them: the address the throttle counts, the browser and its language. */
export interface Visitor {
  ip: string;
  userAgent?: string | undefined;
  /** The back office's language as they use it; absent: left as it was. */
  language?: Language | undefined;
}

interface Dependencies {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  twoFactor: TwoFactorService;
}

/** Every password check of a staff account goes through the throttle (ADR 0008). */
export function createLoginService({ users, sessions, throttle, twoFactor }: Dependencies) {
  async function openSession(user: UserRow, visitor: Visitor): Promise<LoginResult> {
    const token = await sessions.create(user.id, { ip: visitor.ip, userAgent: visitor.userAgent });
    await users.recordLogin(user.id, visitor.language);
    return { token, user: await twoFactor.signedInUser(user) };
  }

  return {
    /**
     * A new session, or the challenge of the second step when the account uses two-factor login,
     * or 401 (the same answer and work for an unknown email and a wrong password), or 429.
     */
    async login(credentials: { email: string; password: string }, visitor: Visitor): Promise<LoginAnswer> {
      const attempt = await throttle.reserve(credentials.email, visitor.ip);
      const user = await users.findByEmail(credentials.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), credentials.password);
      if (!user || !valid || !user.active) throw new HttpError(401, 'invalid_credentials');
      if (user.twoFactorEnabledAt) {
        await attempt.passedFirstStep();
        return twoFactor.challengeFor(user);
      }
      await attempt.succeeded();
      return openSession(user, visitor);
    },

    /** The second step: the challenge of the password step and a code, counted by the same throttle. */
    async completeTwoFactor(input: { challenge: string; code: string }, visitor: Visitor): Promise<LoginResult> {
      const user = await twoFactor.userOfChallenge(input.challenge);
      if (!user) throw new HttpError(401, 'two_factor_challenge_expired');
      const attempt = await throttle.reserve(user.email, visitor.ip);
      if (!(await twoFactor.verify(user, input.code))) throw new HttpError(401, 'two_factor_code_invalid');
      await attempt.succeeded();
      return openSession(user, visitor);
    },

    /** Whether a signed-in user's code is right (to turn two-factor login off), counted by the throttle. */
    async confirmOwnCode(userId: number, code: string, visitor: Visitor): Promise<boolean> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'unauthorized');
      const attempt = await throttle.reserve(user.email, visitor.ip);
      if (!(await twoFactor.verify(user, code))) return false;
      await attempt.succeeded();
      return true;
    },

    /** Changes the password when the current one is right (422 on the field otherwise); other sessions end. */
    async changePassword(
      session: { userId: number; sessionId: number },
      passwords: { current: string; next: string },
      visitor: Visitor,
    ): Promise<'changed' | 'wrong-current-password'> {
      const user = await users.findById(session.userId);
      if (!user) throw new HttpError(401, 'unauthorized');
      const attempt = await throttle.reserve(user.email, visitor.ip);
      if (!(await verifyPassword(user.passwordHash, passwords.current))) return 'wrong-current-password';
      await attempt.succeeded();
      await users.updatePasswordHash(user.id, await hashPassword(passwords.next));
      await sessions.revokeOthers(user.id, session.sessionId);
      return 'changed';
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
