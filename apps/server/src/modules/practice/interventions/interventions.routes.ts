import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { interventionBody, interventionParams, interventionResponse } from '@abhyas/contracts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';

/** Learning interventions of learning.md §7 Practice: settling one (recommended or skipped). Profile token. */
export async function interventionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

  r.post(
    '/v1/practice/:sessionId/intervention/:recommendationId',
    {
      schema: {
        tags,
        summary: 'Settle a learning intervention: recommended (videos shown) or skipped; practice then continues',
        params: interventionParams,
        body: interventionBody,
        response: { 200: interventionResponse, ...errors },
      },
    },
    async (request) =>
      s.practice.interventions.settleIntervention(await profileIdOf(request), request.params.sessionId, request.params.recommendationId, request.body.action),
  );
}
