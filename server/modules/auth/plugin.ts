import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminPath, registerAuthGuard } from '../../http/auth-guard.ts';
import { HttpError } from '../../http/errors.ts';
import { every } from '../../lib/every.ts';
import { createTwoFactorService, type TwoFactorService } from '../two-factor/service.ts';
import { createLoginService, type LoginService } from './login-service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
    users: UsersRepository;
    login: LoginService;
    twoFactor: TwoFactorService;
  }
}

/** Staff accounts, sessions, throttled logins and their second factor; every /api/admin/* request needs a session. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    const sessions = createSessionsRepository(app.db);
    const users = createUsersRepository(app.db);
    const throttle = createLoginThrottle(app.db);
    const twoFactor = createTwoFactorService({ db: app.db, users, appSecret: options.secret });
    app.decorate('sessions', sessions);
    app.decorate('users', users);
    app.decorate('twoFactor', twoFactor);
    app.decorate('login', createLoginService({ users, sessions, throttle, twoFactor }));
    registerAuthGuard(app, sessions);
    // After the guard: while two-factor login is required and not set up, only /api/auth/* answers (ADR 0023).
    app.addHook('onRequest', async (request) => {
      if (!request.auth || !isAdminPath(request.url)) return;
      if (await twoFactor.repository.setupRequired(request.auth.user.id)) {
        throw new HttpError(403, 'two_factor_setup_required');
      }
    });
    every(app, 'pruning expired sessions and login failures', 60 * 60 * 1000, () =>
      Promise.all([sessions.pruneExpired(), throttle.prune()]),
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
