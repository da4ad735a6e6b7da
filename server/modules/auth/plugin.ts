import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerAuthGuard } from '../../http/auth-guard.ts';
import { every } from '../../lib/every.ts';
import { createLoginService, type LoginService } from './login-service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
    users: UsersRepository;
    login: LoginService;
  }
}

/** Staff accounts, sessions and throttled logins; every /api/admin/* request needs a session. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const sessions = createSessionsRepository(app.db);
    const users = createUsersRepository(app.db);
    const throttle = createLoginThrottle(app.db);
    app.decorate('sessions', sessions);
    app.decorate('users', users);
    app.decorate('login', createLoginService({ users, sessions, throttle }));
    registerAuthGuard(app, sessions);
    every(app, 'pruning expired sessions and login failures', 60 * 60 * 1000, () =>
      Promise.all([sessions.pruneExpired(), throttle.prune()]),
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
