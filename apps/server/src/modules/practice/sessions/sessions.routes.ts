import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  practiceEventsBody,
  practiceEventsResponse,
  practiceGamepadResponse,
  practiceNextResponse,
  practiceQuestionQuery,
  practiceQuestionStartQuery,
  practiceSessionBody,
  practiceSessionParams,
  practiceSessionResponse,
  practiceSummaryResponse,
} from '@abhyas/contracts';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';

/**
 * Practice sessions of learning.md §7 Practice: start and resume a session, its question calls
 * (question-start POST, current/given/next GET), its events, its gamepad and its summary. Profile token.
 */
export async function sessionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

  r.post(
    '/v1/practice/session',
    {
      schema: {
        tags,
        summary:
          'Start a practice session of any kind (Normal, Book, Custom, CFU, Adhoc, PAJ, PAJNQE). With homework_id, the practice is for that school assignment: 400 HOMEWORK_NOT_YOURS unless it is the profile’s open assignment of this chapter',
        body: practiceSessionBody,
        response: { 200: practiceSessionResponse, ...errors },
      },
    },
    async (request) => s.practice.sessions.create(await profileIdOf(request), request.body),
  );

  r.get(
    '/v1/practice/:sessionId',
    {
      schema: {
        tags,
        summary: 'The session (kind, scope, stored fields, last_eorder, ended), e.g. to resume after a reload',
        params: practiceSessionParams,
        response: { 200: practiceSessionResponse, ...errors },
      },
    },
    async (request) => s.practice.sessions.get(await profileIdOf(request), request.params.sessionId),
  );

  r.post(
    '/v1/practice/:sessionId/question',
    {
      schema: {
        tags,
        summary: 'Question-start call of adhoc and guided modes (empty body): the first question, 204 when none',
        params: practiceSessionParams,
        querystring: practiceQuestionStartQuery,
        response: { 200: practiceNextResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const next = await s.practice.nextQuestion.next(await profileIdOf(request), request.params.sessionId, {
        start: true,
        ...(q.questionCode ? { questionCode: q.questionCode } : {}),
        ...(q.locale ? { locale: q.locale } : {}),
      });
      if (!next) return reply.status(204).send(null);
      return next;
    },
  );

  r.get(
    '/v1/practice/:sessionId/question',
    {
      schema: {
        tags,
        summary: 'The current, a given or the next question (or a learning intervention); 204 when the session is exhausted',
        params: practiceSessionParams,
        querystring: practiceQuestionQuery,
        response: { 200: practiceNextResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const next = await s.practice.nextQuestion.next(await profileIdOf(request), request.params.sessionId, {
        ...(q.questionCode ? { questionCode: q.questionCode } : {}),
        skip: q.skipQuestion === 'true',
        next: q.nextQuestion === 'true',
        ...(q.locale ? { locale: q.locale } : {}),
      });
      if (!next) return reply.status(204).send(null);
      return next;
    },
  );

  r.post(
    '/v1/practice/:sessionId/events',
    {
      schema: {
        tags,
        summary: 'Practice events (start/pause/resume/finish, hints, skips …): stored once per eorder',
        params: practiceSessionParams,
        body: practiceEventsBody,
        response: { 200: practiceEventsResponse, ...errors, 429: errorResponse },
      },
      config: {
        rateLimit: {
          max: 600,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `practice-events:${(request.params as { sessionId?: string }).sessionId ?? request.ip}`,
        },
      },
    },
    async (request) => s.practice.events.store(await profileIdOf(request), request.params.sessionId, request.body),
  );

  r.get(
    '/v1/practice/:sessionId/gamepad',
    {
      schema: {
        tags,
        summary:
          'The gamepad: the session’s questions so far in serving order, each correct, partial, incorrect, revealed, retry, skipped or open, with its badge, hint and time (s); 404 UNKNOWN_PRACTICE_SESSION',
        params: practiceSessionParams,
        response: { 200: practiceGamepadResponse, ...errors },
      },
    },
    async (request) => s.practice.sessions.gamepad(await profileIdOf(request), request.params.sessionId),
  );

  r.get(
    '/v1/practice/:sessionId/summary',
    {
      schema: {
        tags,
        summary: 'Session summary: time (s), accuracy, embiums, attempts and streaks by badge; 406 for an invalid session',
        params: practiceSessionParams,
        response: { 200: practiceSummaryResponse, 406: errorResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await s.practice.sessions.summary(await profileIdOf(request), request.params.sessionId);
      if (!summary) throw new AppError(406, 'INVALID_PRACTICE_SESSION', 'This practice session is not valid for this profile.');
      return summary;
    },
  );
}
