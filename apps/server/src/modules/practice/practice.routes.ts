import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  embiumBalanceResponse,
  errorResponse,
  practiceAnswerBody,
  practiceAnswerResponse,
  practiceQuestionParams,
  practiceQuestionQuery,
  practiceQuestionResponse,
  practiceSessionBody,
  practiceSessionParams,
  practiceSessionResponse,
  practiceSummaryResponse,
} from '@abhyas/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Practice calls of learning.md §7 Practice and the embium balance of platform.md §7.4 (profile token). */
export async function practiceRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['practice'];
  const profileIdOf = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;

  r.post(
    '/v1/practice/session',
    {
      schema: {
        tags,
        summary: 'Start practising a chapter (learning_map.bundle_code)',
        body: practiceSessionBody,
        response: { 200: practiceSessionResponse, ...errors },
      },
    },
    async (request) => s.practice.create(await profileIdOf(request), request.body),
  );

  r.get(
    '/v1/practice/:sessionId/question',
    {
      schema: {
        tags,
        summary: 'The first or next question, pitched to the learner; 204 when the chapter is exhausted',
        params: practiceSessionParams,
        querystring: practiceQuestionQuery,
        response: { 200: practiceQuestionResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const next = await s.practice.next(await profileIdOf(request), request.params.sessionId, {
        ...(q.questionCode ? { questionCode: q.questionCode } : {}),
        skip: q.skipQuestion === 'true',
        ...(q.locale ? { locale: q.locale } : {}),
      });
      if (!next) return reply.status(204).send(null);
      return next;
    },
  );

  r.post(
    '/v1/practice/:sessionId/question/:code',
    {
      schema: {
        tags,
        summary: 'Submit an answer (view and submit events): correctness, key, attempt badge, embiums, mastery',
        params: practiceQuestionParams,
        querystring: z.object({ version: z.string().max(20).optional(), namespace: z.string().max(80).optional(), language: z.string().max(8).optional() }),
        body: practiceAnswerBody,
        response: { 200: practiceAnswerResponse, ...errors },
      },
    },
    async (request) => s.practice.answer(await profileIdOf(request), request.params.sessionId, request.params.code, request.body, request.query.language),
  );

  r.get(
    '/v1/practice/:sessionId/summary',
    {
      schema: {
        tags,
        summary: 'Session summary: time (s), accuracy, embiums, attempts by badge; 406 for an invalid session',
        params: practiceSessionParams,
        response: { 200: practiceSummaryResponse, 406: errorResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await s.practice.summary(await profileIdOf(request), request.params.sessionId);
      if (!summary) throw new AppError(406, 'INVALID_PRACTICE_SESSION', 'This practice session is not valid for this profile.');
      return summary;
    },
  );

  r.get(
    '/embiums/balance',
    {
      schema: {
        tags: ['embiums'],
        summary: 'Embium balance: data[0].current_value; 204 when zero',
        response: { 200: embiumBalanceResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const b = await s.practice.balance(await profileIdOf(request));
      if (b.silver + b.gold === 0) return reply.status(204).send(null);
      return { data: [{ current_value: b.silver + b.gold, silver: b.silver, gold: b.gold }] };
    },
  );
}
