import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookmarkBody,
  bookmarkListResponse,
  bookmarkQuery,
  bookmarkSetResponse,
  conceptContentQuery,
  conceptContentResponse,
  conceptsQuery,
  conceptsResponse,
  embiumAwardBody,
  embiumAwardQuery,
  embiumAwardResponse,
  embiumBalanceResponse,
  errorResponse,
  interventionBody,
  interventionParams,
  interventionResponse,
  practiceAnswerBody,
  practiceErrorReportBody,
  practiceErrorReportResponse,
  practiceEventsBody,
  practiceEventsResponse,
  practiceNextResponse,
  practiceQuestionLangQuery,
  practiceQuestionParams,
  practiceQuestionQuery,
  practiceQuestionStartQuery,
  practiceSessionBody,
  practiceSessionParams,
  practiceSessionResponse,
  practiceSolutionResponse,
  practiceSubmitResponse,
  practiceSummaryResponse,
  questionAccuracyParams,
  questionAccuracyQuery,
  questionAccuracyResponse,
  solveWithUsBody,
  solveWithUsQuery,
  solveWithUsResponse,
  topicsContentQuery,
  topicsContentResponse,
  updatePajQuery,
  updatePajResponse,
  userAttemptsBody,
  userAttemptsResponse,
} from '@abhyas/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { codesOfWhere, splitCodes } from './practice-lookup.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Error reports accepted per client address and minute (learning.md §8 Practice). */
export const ERROR_REPORTS_PER_MIN = 30;

/**
 * Practice calls of learning.md §7 Practice (sessions, questions, answers, solutions, solve-with-us,
 * accuracy, events, interventions, bookmarks, concept lookups, guided-journey progress, user attempts,
 * error reports) and the embium balance of platform.md §7.4. Profile token unless said otherwise.
 */
export async function practiceRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['practice'];
  const profileIdOf = async (request: FastifyRequest) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;

  r.post(
    '/v1/practice/session',
    {
      schema: {
        tags,
        summary: 'Start a practice session of any kind (Normal, Book, Custom, CFU, Adhoc, PAJ, PAJNQE)',
        body: practiceSessionBody,
        response: { 200: practiceSessionResponse, ...errors },
      },
    },
    async (request) => s.practice.create(await profileIdOf(request), request.body),
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
    async (request) => s.practice.get(await profileIdOf(request), request.params.sessionId),
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
      const next = await s.practice.next(await profileIdOf(request), request.params.sessionId, {
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
      const next = await s.practice.next(await profileIdOf(request), request.params.sessionId, {
        ...(q.questionCode ? { questionCode: q.questionCode } : {}),
        skip: q.skipQuestion === 'true',
        next: q.nextQuestion === 'true',
        ...(q.locale ? { locale: q.locale } : {}),
      });
      if (!next) return reply.status(204).send(null);
      return next;
    },
  );

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
      return s.practice.accuracy(request.params.questionCode, request.query.step_index);
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
    async (request) => s.practice.answer(await profileIdOf(request), request.params.sessionId, request.params.code, request.body, request.query.language),
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
    async (request) => s.practice.solution(await profileIdOf(request), request.params.sessionId, request.params.code, false, request.query.language),
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
    async (request) => s.practice.solution(await profileIdOf(request), request.params.sessionId, request.params.code, true, request.query.language),
  );

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
    async (request) => s.practice.solveWithUs(await profileIdOf(request), request.params.sessionId, request.params.code, request.query.language),
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
      s.practice.solveWithUsStep(
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
      s.practice.settleIntervention(await profileIdOf(request), request.params.sessionId, request.params.recommendationId, request.body.action),
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
    async (request) => s.practice.events(await profileIdOf(request), request.params.sessionId, request.body),
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
      const summary = await s.practice.summary(await profileIdOf(request), request.params.sessionId);
      if (!summary) throw new AppError(406, 'INVALID_PRACTICE_SESSION', 'This practice session is not valid for this profile.');
      return summary;
    },
  );

  r.post(
    '/v1/practice/errors',
    {
      schema: {
        tags,
        summary: 'Report a failed practice call (learning.md §8); stored, rate-limited; token optional',
        body: practiceErrorReportBody,
        response: { 202: practiceErrorReportResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: ERROR_REPORTS_PER_MIN, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const claims = await optionalAuth(request, s.authRepo);
      const profileId = claims?.kind === 'child' ? (claims.profileId ?? null) : null;
      return reply.status(202).send(await s.practice.activity.reportError(profileId, request.body));
    },
  );

  r.get(
    '/v1/practice/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmark state of questions (comma-joined content_id): data list with status',
        querystring: bookmarkQuery,
        response: { 200: bookmarkListResponse, ...errors },
      },
    },
    async (request) => s.practice.activity.bookmarks(await profileIdOf(request), request.query),
  );

  r.post(
    '/v1/practice/bookmark',
    {
      schema: { tags, summary: 'Set or clear a question bookmark (idempotent)', body: bookmarkBody, response: { 200: bookmarkSetResponse, ...errors } },
    },
    async (request) => s.practice.activity.setBookmark(await profileIdOf(request), request.body),
  );

  r.get(
    '/content/topics/content',
    {
      schema: {
        tags,
        summary: 'Content of learning-map codes (comma-joined lm_codes): concepts, videos, question count',
        querystring: topicsContentQuery,
        response: { 200: topicsContentResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.practice.lookup.topicsContent(splitCodes(request.query.lm_codes, 'lm_codes'), request.query.locale ?? 'en') }),
  );

  r.get(
    '/content/concepts',
    {
      schema: {
        tags,
        summary: 'Concept names and videos (where={"code":{"$in":[…]}} or codes=a,b)',
        querystring: conceptsQuery,
        response: { 200: conceptsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const codes = q.codes ? splitCodes(q.codes, 'codes') : codesOfWhere(q.where!);
      return { data: await s.practice.lookup.concepts(codes, q.locale ?? 'en') };
    },
  );

  r.get(
    '/content/concept/content',
    {
      schema: {
        tags,
        summary: 'Videos of each concept (comma-joined conceptIds)',
        querystring: conceptContentQuery,
        response: { 200: conceptContentResponse, ...errors },
      },
    },
    async (request) => {
      const codes = splitCodes(request.query.conceptIds, 'conceptIds');
      const vids = await s.practice.lookup.videosByConcept(codes, request.query.locale ?? 'en');
      return { data: codes.map((c) => ({ concept_code: c, videos: vids.get(c) ?? [] })) };
    },
  );

  r.post(
    '/achieve/update_paj',
    {
      schema: {
        tags: ['achieve'],
        summary: 'Guided-journey step progress (status completed by default); empty body',
        querystring: updatePajQuery,
        response: { 200: updatePajResponse, ...errors },
      },
    },
    async (request) => s.practice.activity.updatePaj(await profileIdOf(request), request.query),
  );

  r.post(
    '/v1/userAttempts',
    {
      schema: {
        tags,
        summary: "The profile's latest practice attempt on each question (question_codes / question_ids)",
        body: userAttemptsBody,
        response: { 200: userAttemptsResponse, ...errors },
      },
    },
    async (request) => s.practice.userAttempts(await profileIdOf(request), request.body),
  );

  r.post(
    '/embiums/award',
    {
      schema: {
        tags: ['embiums'],
        summary: 'Embium award event (event_id, object_id): total_points, awarded_points, user_message, feature_category',
        querystring: embiumAwardQuery,
        body: embiumAwardBody,
        response: { 200: embiumAwardResponse, ...errors },
      },
    },
    async (request) => s.practice.award(await profileIdOf(request), request.query.event_id, request.query.object_id),
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
