import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResultSchema } from '#contract/schemas/auth.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  twoFactorCodeBodySchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '#contract/schemas/two-factor.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import { authenticate } from '../../http/auth-guard.ts';
import { BEARER_SESSION } from '../../http/openapi.ts';
import { sendData } from '../../http/envelope.ts';
import { unauthorized, HttpError } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { LoginService } from '../auth/login-service.ts';
import { visitorOf } from '../auth/routes.ts';
import type { SessionsRepository } from '../auth/sessions-repository.ts';
import type { TwoFactorService } from './service.ts';

/** The login's second step, and each staff member's own two-factor login (ADR 0023). */
export function twoFactorRoutes(
  login: LoginService,
  twoFactor: TwoFactorService,
  sessions: SessionsRepository,
  audit: AuditLog,
): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = async (request: Parameters<typeof authenticate>[0]) => {
      await authenticate(request, sessions);
      if (!request.auth) throw unauthorized();
      return request.auth;
    };
    const wrongCode = (request: Parameters<typeof authenticate>[0]) =>
      new HttpError(422, 'validation_failed', {
        code: [VALIDATION_MESSAGES.two_factor_code_invalid[apiLanguage(request)]],
      });

    app.post(
      '/auth/2fa/verify',
      {
        schema: {
          body: twoFactorVerifySchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(loginResultSchema) },
        },
      },
      async (request, reply) =>
        sendData(request, reply, await login.completeTwoFactor(request.body, visitorOf(request))),
    );

    app.get(
      '/auth/2fa',
      {
        schema: {
          security: BEARER_SESSION,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(twoFactorStatusSchema) },
        },
      },
      async (request, reply) => {
        const auth = await signedIn(request);
        return sendData(request, reply, await twoFactor.status(auth.user.id));
      },
    );

    app.post(
      '/auth/2fa/setup',
      {
        schema: {
          security: BEARER_SESSION,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(twoFactorSetupSchema) },
        },
      },
      async (request, reply) => {
        const auth = await signedIn(request);
        const setup = await twoFactor.setup(auth.user.id);
        // The secret is in this answer only: no cache may keep it.
        void reply.header('cache-control', 'no-store');
        return sendData(request, reply, setup);
      },
    );

    app.post(
      '/auth/2fa/enable',
      {
        schema: {
          security: BEARER_SESSION,
          body: twoFactorCodeBodySchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(twoFactorRecoveryCodesSchema) },
        },
      },
      async (request, reply) => {
        const auth = await signedIn(request);
        const codes = await twoFactor.enable(auth.user.id, request.body.code);
        if (!codes) throw wrongCode(request);
        // A session opened with the password alone, maybe by someone else, ends with this one kept.
        await sessions.revokeOthers(auth.user.id, auth.sessionId);
        await audit.record(request, { action: 'enable-two-factor', entityType: 'user', entityId: auth.user.id });
        void reply.header('cache-control', 'no-store');
        return sendData(request, reply, { recovery_codes: codes }, { messageKey: 'two_factor_enabled' });
      },
    );

    app.post(
      '/auth/2fa/disable',
      {
        schema: {
          security: BEARER_SESSION,
          body: twoFactorCodeBodySchema,
          querystring: languageQuerySchema,
          response: { 200: successEnvelopeSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const auth = await signedIn(request);
        const user = await twoFactor.findUser(auth.user.id);
        if (!user?.twoFactorEnabledAt) throw new HttpError(409, 'two_factor_not_enabled');
        if (await twoFactor.repository.isRequired()) throw new HttpError(409, 'two_factor_required_by_admin');
        if (!(await login.confirmOwnCode(auth.user.id, request.body.code, visitorOf(request))))
          throw wrongCode(request);
        await twoFactor.turnOff(user.id);
        await audit.record(request, { action: 'disable-two-factor', entityType: 'user', entityId: auth.user.id });
        return sendData(request, reply, null, { messageKey: 'two_factor_disabled' });
      },
    );
  };
}
