import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '#contract/schemas/auth.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { authenticate } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { getDecoyHash, verifyPassword } from './passwords.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UsersRepository } from './users-repository.ts';

interface Dependencies {
  users: UsersRepository;
  sessions: SessionsRepository;
}

export function authRoutes({ users, sessions }: Dependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      { schema: { body: loginSchema, querystring: languageQuerySchema } },
      async (request, reply) => {
        const user = await users.findByEmail(request.body.email);
        // Same work and same answer for an unknown email and a wrong password.
        const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), request.body.password);
        if (!user || !valid || !user.active) throw new HttpError(401, 'invalid_credentials');
        const token = await sessions.create(user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
        await users.recordLogin(user.id);
        return sendData(request, reply, {
          token,
          user: { id: user.id, email: user.email, name: user.name, role: user.role },
        });
      },
    );

    app.post('/auth/logout', async (request, reply) => {
      await authenticate(request, sessions);
      if (request.auth) await sessions.revoke(request.auth.token);
      return sendData(request, reply, null, { messageKey: 'logged_out' });
    });

    app.get('/auth/me', async (request, reply) => {
      await authenticate(request, sessions);
      return sendData(request, reply, request.auth?.user ?? null);
    });
  };
}
