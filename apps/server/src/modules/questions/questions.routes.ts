import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, publicQuestionSchema, questionCheckBody, questionCheckResponse, questionCodeParams, questionDetailsQuery } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Question calls of learning.md §7 (Tests: `GET /v1/questions/{code}/details`) plus the check call
 * the question page and single-question practice use. Signed-in students and parents only. Both
 * answer 409 ANSWER_KEY_SEALED for a question of a test that is being taken on this account, or of
 * a scheduled test whose key and solutions are not yet published (decision 017).
 */
export async function questionsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];

  r.get(
    '/v1/questions/:code/details',
    {
      schema: {
        tags,
        summary:
          'A question as the student sees it before answering (no key, hints or solution), in ?locale= when written in it; 409 ANSWER_KEY_SEALED while sealed',
        params: questionCodeParams,
        querystring: questionDetailsQuery,
        response: { 200: publicQuestionSchema, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return s.questions.details(claims, request.params.code, request.query.locale);
    },
  );

  r.post(
    '/v1/questions/:code/check',
    {
      schema: {
        tags,
        summary: 'Check one response: correctness (1 correct), then the key, hints, full solution and solve-with-us steps; 409 ANSWER_KEY_SEALED while sealed',
        params: questionCodeParams,
        body: questionCheckBody,
        response: { 200: questionCheckResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return s.questions.check(claims, request.params.code, request.body.response, request.body.locale);
    },
  );
}
