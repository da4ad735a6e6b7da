import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAnswerSchema, loginSchema, passwordChangeSchema, signedInUserSchema } from '#contract/schemas/auth.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import { authenticate } from '../../http/auth-guard.ts';
import { BEARER_SESSION } from '../../http/openapi.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import { HttpError } from '../../http/errors.ts';
import type { LoginService } from './login-service.ts';
import type { TwoFactorService } from '../two-factor/service.ts';
import type { SessionsRepository } from './sessions-repository.ts';

export const visitorOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: apiLanguage(request),
});

const nothing = successEnvelopeSchema(z.null());

export function authRoutes(
  login: LoginService,
  sessions: SessionsRepository,
  twoFactor: TwoFactorService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          body: loginSchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(loginAnswerSchema) },
        },
      },
      async (request, reply) => {
        const result = await login.login(request.body, visitorOf(request));
        return sendData(request, reply, result);
      },
    );

    app.post(
      '/auth/logout',
      { schema: { security: BEARER_SESSION, response: { 200: nothing } } },
      async (request, reply) => {
        await authenticate(request, sessions);
        if (request.auth) await sessions.revoke(request.auth.token);
        return sendData(request, reply, null, { messageKey: 'logged_out' });
      },
    );

    app.put(
      '/auth/password',
      {
        schema: {
          security: BEARER_SESSION,
          body: passwordChangeSchema,
          querystring: languageQuerySchema,
          response: { 200: nothing },
        },
      },
      async (request, reply) => {
        await authenticate(request, sessions);
        const auth = request.auth;
        if (!auth) throw new HttpError(401, 'unauthorized');
        const outcome = await login.changePassword(
          { userId: auth.user.id, sessionId: auth.sessionId },
          { current: request.body.current_password, next: request.body.new_password },
          visitorOf(request),
        );
        if (outcome === 'wrong-current-password') {
          throw new HttpError(422, 'validation_failed', {
            current_password: [VALIDATION_MESSAGES.current_password_wrong[apiLanguage(request)]],
          });
        }
        return sendData(request, reply, null, { messageKey: 'password_changed' });
      },
    );

    app.get(
      '/auth/me',
      { schema: { security: BEARER_SESSION, response: { 200: successEnvelopeSchema(signedInUserSchema.nullable()) } } },
      async (request, reply) => {
        await authenticate(request, sessions);
        const user = request.auth?.user;
        return sendData(request, reply, user ? await twoFactor.signedInUser(user) : null);
      },
    );
  };
}
