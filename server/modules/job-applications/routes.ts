import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, slugParamSchema } from '#contract/schemas/common.ts';
import { successEnvelopeSchema } from '#contract/schemas/envelope.ts';
import {
  CV_FIELD,
  CV_MAX_BYTES,
  jobApplicationFromFields,
  jobApplicationIdSchema,
} from '#contract/schemas/job-application.ts';
import { sendData } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { apiLanguage } from '../../http/language.ts';
import { receiveMultipartForm } from '../../http/multipart-form.ts';
import type { JobApplicationSubmissions } from './submission.ts';

const CV_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 };

/** POST /api/careers/{slug}/applications: multipart only, since an application always carries a CV. */
export function publicJobApplicationRoutes(submissions: JobApplicationSubmissions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, { limits: CV_LIMITS, throwFileSizeLimit: true });

    app.post(
      '/careers/:slug/applications',
      {
        schema: {
          params: slugParamSchema,
          querystring: languageQuerySchema,
          response: { 201: successEnvelopeSchema(jobApplicationIdSchema) },
        },
      },
      async (request, reply) => {
        const language = apiLanguage(request);
        if (!request.isMultipart()) throw new HttpError(415, 'cv_unsupported_format');
        const { fields, file } = await receiveMultipartForm(request, {
          fileField: CV_FIELD,
          limits: CV_LIMITS,
          language,
          tooLarge: 'cv_too_large',
        });
        const created = await submissions.submit(request.params.slug, jobApplicationFromFields(fields), file, {
          language,
          ip: request.ip,
        });
        return sendData(request, reply, created, { status: 201, messageKey: 'job_application_received' });
      },
    );
  };
}
