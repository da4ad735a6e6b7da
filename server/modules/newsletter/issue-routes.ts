import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, paginationQuerySchema } from '#contract/schemas/common.ts';
import { pageEnvelopeSchema, successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import {
  adminNewsletterIssueSchema,
  newsletterIssueInputSchema,
  newsletterPreviewSchema,
} from '#contract/schemas/newsletter.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { pageMeta, sendData } from '../../http/envelope.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { NewsletterIssues } from './issues.ts';

const issueAnswer = successEnvelopeSchema(adminNewsletterIssueSchema);
const previewInputSchema = newsletterIssueInputSchema.extend({
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'invalid_value' }),
});

/** /api/admin/newsletter/issues: write a newsletter, preview it, test it, send it in batches, pause, resume. */
export function adminNewsletterIssueRoutes(issues: NewsletterIssues, audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => requireRole(request, ['admin', 'editor']));

    const staffOf = (request: { auth?: { user: { id: number; email: string } } | null }) => {
      if (!request.auth) throw new Error('requireRole let an anonymous request through');
      return request.auth.user;
    };

    app.get(
      '/admin/newsletter/issues',
      {
        schema: {
          querystring: paginationQuerySchema,
          response: { 200: pageEnvelopeSchema(adminNewsletterIssueSchema) },
        },
      },
      async (request, reply) => {
        const { page, per_page: perPage } = request.query;
        const { items, total } = await issues.list(page, perPage);
        return sendData(request, reply, items, { meta: pageMeta(page, perPage, total) });
      },
    );

    app.post(
      '/admin/newsletter/issues',
      { schema: { body: newsletterIssueInputSchema, response: { 201: issueAnswer } } },
      async (request, reply) => {
        const issue = await issues.create(request.body, staffOf(request).id);
        await audit.record(request, { action: 'create', entityType: 'newsletter', entityId: issue.id });
        return sendData(request, reply, issue, { status: 201, messageKey: 'created' });
      },
    );

    app.post(
      '/admin/newsletter/issues/preview',
      { schema: { body: previewInputSchema, response: { 200: successEnvelopeSchema(newsletterPreviewSchema) } } },
      async (request, reply) => {
        const { language, ...input } = request.body;
        return sendData(request, reply, await issues.preview(input, staffOf(request).email, language));
      },
    );

    app.get(
      '/admin/newsletter/issues/:id',
      { schema: { params: idParamSchema, response: { 200: issueAnswer } } },
      async (request, reply) => sendData(request, reply, await issues.get(request.params.id)),
    );

    app.put(
      '/admin/newsletter/issues/:id',
      { schema: { params: idParamSchema, body: newsletterIssueInputSchema, response: { 200: issueAnswer } } },
      async (request, reply) => {
        const issue = await issues.update(request.params.id, request.body);
        await audit.record(request, { action: 'update', entityType: 'newsletter', entityId: issue.id });
        return sendData(request, reply, issue, { messageKey: 'updated' });
      },
    );

    app.delete(
      '/admin/newsletter/issues/:id',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ id: z.number() })) } } },
      async (request, reply) => {
        const row = await issues.remove(request.params.id);
        await audit.record(request, { action: 'delete', entityType: 'newsletter', entityId: row.id });
        return sendData(request, reply, { id: row.id }, { messageKey: 'deleted' });
      },
    );

    app.post(
      '/admin/newsletter/issues/:id/test',
      { schema: { params: idParamSchema, response: { 200: successEnvelopeSchema(z.object({ to: z.string() })) } } },
      async (request, reply) => {
        const { email } = staffOf(request);
        await issues.sendTest(request.params.id, email);
        return sendData(request, reply, { to: email }, { messageKey: 'newsletter_test_sent' });
      },
    );

    const transitions = [
      ['send', (id: number) => issues.send(id), 'newsletter_sending'],
      ['pause', (id: number) => issues.pause(id), 'newsletter_paused'],
      ['resume', (id: number) => issues.resume(id), 'newsletter_resumed'],
    ] as const;
    for (const [action, run, messageKey] of transitions) {
      app.post(
        `/admin/newsletter/issues/:id/${action}`,
        { schema: { params: idParamSchema, response: { 200: issueAnswer } } },
        async (request, reply) => {
          const issue = await run(request.params.id);
          await audit.record(request, { action, entityType: 'newsletter', entityId: issue.id });
          return sendData(request, reply, issue, { messageKey });
        },
      );
    }
  };
}
