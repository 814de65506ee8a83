import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { practiceQuestionLangQuery, practiceQuestionParams, solveWithUsBody, solveWithUsQuery, solveWithUsResponse } from '@abhyas/contracts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';

/** Solve-with-us walk-throughs of learning.md §7 Practice: open one, and post its current step. Profile token. */
export async function solveWithUsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

  r.get(
    '/v1/practice/:sessionId/question/:code/solve-with-us',
    {
      schema: {
        tags,
        summary: 'Solve-with-us: the steps reached so far, current_step_index and max_steps; 409 NO_SOLVE_WITH_US',
        params: practiceQuestionParams,
        querystring: practiceQuestionLangQuery,
        response: { 200: solveWithUsResponse, ...errors },
      },
    },
    async (request) => s.practice.solveWithUs.open(await profileIdOf(request), request.params.sessionId, request.params.code, request.query.language),
  );

  r.post(
    '/v1/practice/:sessionId/question/:code/solve-with-us',
    {
      schema: {
        tags,
        summary: 'Solve-with-us: answer (or showAnswer / showSolution) the current step; checked on the server',
        params: practiceQuestionParams,
        querystring: solveWithUsQuery,
        body: solveWithUsBody.nullish(),
        response: { 200: solveWithUsResponse, ...errors },
      },
    },
    async (request) =>
      s.practice.solveWithUs.step(
        await profileIdOf(request),
        request.params.sessionId,
        request.params.code,
        {
          showAnswer: request.query.showAnswer === 'true',
          showSolution: request.query.showSolution === 'true',
          ...(request.query.language ? { locale: request.query.language } : {}),
        },
        request.body ?? { answers: [] },
      ),
  );
}
