import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, passwordChangeSchema } from '#contract/schemas/auth.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import { authenticate } from '../../http/auth-guard.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { HttpError } from '../../http/errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UsersRepository } from './users-repository.ts';

interface Dependencies {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
}

export function authRoutes({ users, sessions, throttle }: Dependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      { schema: { body: loginSchema, querystring: languageQuerySchema } },
      async (request, reply) => {
        const { email, password } = request.body;
        await throttle.assertAllowed(email, request.ip);
        const user = await users.findByEmail(email);
        // Same work and same answer for an unknown email and a wrong password.
        const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
        if (!user || !valid || !user.active) {
          await throttle.recordFailure(email, request.ip);
          throw new HttpError(401, 'invalid_credentials');
        }
        await throttle.clearEmail(email);
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

    app.put(
      '/auth/password',
      { schema: { body: passwordChangeSchema, querystring: languageQuerySchema } },
      async (request, reply) => {
        await authenticate(request, sessions);
        const auth = request.auth;
        const user = auth ? await users.findById(auth.user.id) : null;
        if (!auth || !user) throw new HttpError(401, 'unauthorized');
        if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
          throw new HttpError(422, 'validation_failed', {
            current_password: [VALIDATION_MESSAGES.current_password_wrong[apiLanguage(request)]],
          });
        }
        await users.updatePasswordHash(user.id, await hashPassword(request.body.new_password));
        await sessions.revokeOthers(user.id, auth.sessionId);
        return sendData(request, reply, null, { messageKey: 'password_changed' });
      },
    );

    app.get('/auth/me', async (request, reply) => {
      await authenticate(request, sessions);
      return sendData(request, reply, request.auth?.user ?? null);
    });
  };
}
