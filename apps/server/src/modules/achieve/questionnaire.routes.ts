import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionnaireBody, questionnaireQuery, questionnaireResponse } from '@abhyas/contracts';
import { callErrors, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors(true);

/**
 * The achieve-test questionnaire (learning.md §2 Tests, §4 Session flow; issue 18 §4). Profile
 * (child) token; a `child_id` naming another profile is 404 PROFILE_NOT_FOUND, a `session_id` not
 * of the caller's profile 404 UNKNOWN_SESSION, a session in progress 409 TEST_NOT_FINISHED.
 * docs/api.md "Achieve-test questionnaire".
 */
export async function questionnaireRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['achieve'];
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/achieve/questionnaire',
    {
      schema: {
        tags,
        summary: "A finished test session's questionnaire: the test, its skipped questions and the stored answer (null before one is sent)",
        querystring: questionnaireQuery,
        response: { 200: questionnaireResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.questionnaire.get(await profileOf(request, q.child_id), q.session_id) };
    },
  );

  r.post(
    '/achieve/questionnaire',
    {
      schema: {
        tags,
        summary: 'Stores how a finished test went and why questions were skipped; sending again replaces the answer',
        body: questionnaireBody,
        response: { 200: questionnaireResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.questionnaire.save(await profileOf(request, request.body.child_id), request.body) }),
  );
}
