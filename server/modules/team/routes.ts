import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import { listEnvelopeSchema } from '#contract/schemas/envelope.ts';
import { languageQuerySchema } from '#contract/schemas/common.ts';
import { sendData } from '../../http/envelope.ts';
import { apiLanguage } from '../../http/language.ts';
import type { PublicTeamService } from './service.ts';

export function publicTeamRoutes(team: PublicTeamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/team',
      {
        schema: {
          querystring: languageQuerySchema,
          response: { 200: listEnvelopeSchema(teamMembersKind.schemas.publicAnswer) },
        },
      },
      async (request, reply) => sendData(request, reply, await team.active(apiLanguage(request))),
    );
  };
}
