import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  liveAnswerBody,
  liveAnswerResponse,
  liveClassParams,
  livePerformanceResponse,
  liveQuestionParams,
  liveQuestionResponse,
  liveQuestionsResponse,
  pushLiveQuestionBody,
  questionDetailsQuery,
  studentScopeQuery,
} from '@abhyas/contracts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import { liveClassCallerOf, ownProfileOf, staffOf } from './schools-callers.ts';

/** `?child_id=` of a student's call and `?locale=` of the questions. */
const liveQuestionsQuery = studentScopeQuery.extend(questionDetailsQuery.shape);

/**
 * A live class's quick questions (issue 23 §3; decision 041) under /api: pushed by the class's
 * staff, answered once by its students, followed through a Server-Sent Events stream, summed up on
 * the performance card. Access as the live class's other calls: its class's students and staff.
 */
export async function liveQuestionsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];
  const lq = s.schools.liveQuestions;
  // Open event streams end before the server closes, or they would hold the stop until its deadline.
  app.addHook('preClose', async () => lq.events.close());

  r.post(
    '/live-classes/:liveClassId/questions',
    {
      schema: {
        tags,
        summary:
          'Push a bank question to the live class for `seconds` (staff; 201, the staff view). 404 LIVE_CLASS_NOT_FOUND; 400 UNKNOWN_QUESTION (body.question_code); 409 ANSWER_KEY_SEALED while a test seals it; 423 LIVE_CLASS_LOCKED once the live class has ended',
        params: liveClassParams,
        body: pushLiveQuestionBody,
        response: { 201: liveQuestionResponse, ...callErrors(true), 423: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send({ status: 201, data: await lq.push(await staffOf(request, s), request.params.liveClassId, request.body) }),
  );

  r.get(
    '/live-classes/:liveClassId/questions',
    {
      schema: {
        tags,
        summary:
          'The live class’s quick questions, newest first, in ?locale= when written in it: a student’s with its own answer (mine), the staff’s with the counts; the key (answer_key) once closed. 404 LIVE_CLASS_NOT_FOUND, PROFILE_NOT_FOUND',
        params: liveClassParams,
        querystring: liveQuestionsQuery,
        response: { 200: liveQuestionsResponse, ...callErrors() },
      },
    },
    async (request) => ({
      status: 200,
      data: await lq.list(await liveClassCallerOf(request, s, request.query.child_id), request.params.liveClassId, request.query.locale),
    }),
  );

  r.post(
    '/live-classes/:liveClassId/questions/:questionId/answer',
    {
      schema: {
        tags,
        summary:
          'Answer a pushed question, once (a student of the class, profile token; 201 with correct and time_ms). 404 LIVE_CLASS_NOT_FOUND, QUESTION_NOT_FOUND; 400 RESPONSE_DOES_NOT_FIT (body.selected_answer); 409 ALREADY_ANSWERED, ANSWER_KEY_SEALED; 410 QUESTION_CLOSED',
        params: liveQuestionParams,
        body: liveAnswerBody,
        response: { 201: liveAnswerResponse, ...callErrors(true), 410: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 201,
        data: await lq.answer(await ownProfileOf(request, s), request.params.liveClassId, request.params.questionId, request.body),
      }),
  );

  r.get(
    '/live-classes/:liveClassId/performance',
    {
      schema: {
        tags,
        summary:
          'The live class’s performance card: a student’s own row and answers (mine, answers), or the staff’s row per student (students). 404 LIVE_CLASS_NOT_FOUND, PROFILE_NOT_FOUND',
        params: liveClassParams,
        querystring: studentScopeQuery,
        response: { 200: livePerformanceResponse, ...callErrors() },
      },
    },
    async (request) => ({
      status: 200,
      data: await lq.performance(await liveClassCallerOf(request, s, request.query.child_id), request.params.liveClassId),
    }),
  );

  r.get(
    '/live-classes/:liveClassId/events',
    {
      // Each event must leave at once: a compressor would hold them back (@fastify/compress already
      // leaves text/event-stream alone; said here so that no change of its settings can).
      compress: false,
      schema: {
        tags,
        summary:
          'Server-Sent Events of the live class’s quick questions (its students and staff; Authorization header): `event: questions` with data {"version": "…"} on connecting and whenever a question is pushed, answered or closes (read the questions again), and `: ping` every 15 s. 404 LIVE_CLASS_NOT_FOUND, PROFILE_NOT_FOUND',
        params: liveClassParams,
        querystring: studentScopeQuery,
        response: {
          200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
          ...callErrors(),
        },
      },
    },
    async (request, reply) => {
      const stream = await lq.openEvents(await liveClassCallerOf(request, s, request.query.child_id), request.params.liveClassId);
      // The client going away ends its stream (and the live class's polling when it was the last).
      reply.raw.once('close', () => stream.destroy());
      // A stream, not the schema's string: sent as it is written, never serialised.
      return (reply as FastifyReply)
        .header('content-type', 'text/event-stream')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
