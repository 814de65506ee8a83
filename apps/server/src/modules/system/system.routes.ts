import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  goalsExamsQuery,
  goalsExamsResponse,
  healthResponse,
  learningMapQuery,
  learningMapResponse,
  nowResponse,
  outboxResponse,
  devClockBody,
  devClockResponse,
} from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { loopbackOnly } from '../../plugins/loopback.ts';
import type { Services } from '../../services.ts';

/** Health, server time (platform.md §4.6, §7.5), goals and exams, and the development outbox. */
export async function systemRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    { schema: { tags: ['system'], summary: '200 when the database answers', response: { 200: healthResponse, 503: errorResponse } } },
    async () => s.system.health(),
  );

  r.get(
    '/now',
    { schema: { tags: ['system'], summary: 'Server time in epoch ms, for time sync', response: { 200: nowResponse } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { now: s.system.now() };
    },
  );

  r.get(
    '/content/goals-exams',
    {
      schema: {
        tags: ['content'],
        summary: 'Goals and their exams with supported languages (platform.md §3, §7.5)',
        querystring: goalsExamsQuery,
        response: { 200: goalsExamsResponse },
      },
    },
    async (request) => s.content.goalsExams(resolveLocale(request.query.locale ?? 'en').locale),
  );

  r.get(
    '/content/learning-map',
    {
      schema: {
        tags: ['content'],
        summary: "An exam's subjects, chapters and topics (issue #3 §1); names in ?locale=",
        querystring: learningMapQuery,
        response: { 200: learningMapResponse, 404: errorResponse },
      },
    },
    async (request) => s.content.learningMap(request.query.exam, resolveLocale(request.query.locale ?? 'en').locale),
  );

  if (s.env.NODE_ENV !== 'production') {
    r.get(
      '/dev/outbox',
      {
        // Loopback callers only, even in development (issue 14 §1.8): the codes in it sign anyone in.
        preHandler: loopbackOnly,
        schema: {
          tags: ['development'],
          summary: 'Messages from the development OTP sender, newest first (absent in production; loopback callers only, 403 otherwise)',
          response: { 200: outboxResponse, 403: errorResponse },
        },
      },
      async () => {
        return { messages: await s.auth.devOutbox() };
      },
    );

    r.post(
      '/dev/clock',
      {
        preHandler: loopbackOnly,
        schema: {
          tags: ['development'],
          summary:
            "Moves the server's business clock (journeys, tests, readiness) by offset_ms from the real time; tokens keep the real time (absent in production; loopback callers only)",
          body: devClockBody,
          response: { 200: devClockResponse, 403: errorResponse },
        },
      },
      async (request) => {
        s.clock.set(request.body.offset_ms);
        return { offset_ms: s.clock.offsetMs, now: new Date(s.clock.now()).toISOString() };
      },
    );
  }
}
