import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  practiceAnswerBody,
  practiceQuestionLangQuery,
  practiceQuestionParams,
  practiceSolutionResponse,
  practiceSubmitResponse,
  questionAccuracyParams,
  questionAccuracyQuery,
  questionAccuracyResponse,
} from '@abhyas/contracts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';

/** Practice answers of learning.md §7 Practice: question accuracy, submitting an answer, and the full solution. Profile token. */
export async function answerRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

  r.get(
    '/v1/practice/:questionCode/question_accuracy',
    {
      schema: {
        tags,
        summary: 'Share of attempts on a question (or a solve-with-us step) answered right',
        params: questionAccuracyParams,
        querystring: questionAccuracyQuery,
        response: { 200: questionAccuracyResponse, ...errors },
      },
    },
    async (request) => {
      await profileIdOf(request);
      return s.practice.answers.accuracy(request.params.questionCode, request.query.step_index);
    },
  );

  r.post(
    '/v1/practice/:sessionId/question/:code',
    {
      schema: {
        tags,
        summary:
          'Submit an answer (view and submit events): correctness, key, attempt badge, embiums, mastery, full solution; a wrong first answer gets `status: retry` (a second try, no key)',
        params: practiceQuestionParams,
        querystring: practiceQuestionLangQuery,
        body: practiceAnswerBody,
        response: { 200: practiceSubmitResponse, ...errors },
      },
    },
    async (request) =>
      s.practice.answers.answer(await profileIdOf(request), request.params.sessionId, request.params.code, request.body, request.query.language),
  );

  r.get(
    '/v1/practice/:sessionId/question/:code/solution',
    {
      schema: {
        tags,
        summary: 'The full solution (answer_explanation) of a question answered or revealed; 409 NOT_ANSWERED before',
        params: practiceQuestionParams,
        querystring: practiceQuestionLangQuery,
        response: { 200: practiceSolutionResponse, ...errors },
      },
    },
    async (request) => s.practice.answers.solution(await profileIdOf(request), request.params.sessionId, request.params.code, false, request.query.language),
  );

  r.post(
    '/v1/practice/:sessionId/question/:code/solution',
    {
      schema: {
        tags,
        summary: 'Ask for the full solution: records an unanswered question as revealed (NonAttempt), then returns it',
        params: practiceQuestionParams,
        querystring: practiceQuestionLangQuery,
        response: { 200: practiceSolutionResponse, ...errors },
      },
    },
    async (request) => s.practice.answers.solution(await profileIdOf(request), request.params.sessionId, request.params.code, true, request.query.language),
  );
}
