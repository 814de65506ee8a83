import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bundleMetaQuery,
  bundleMetaResponse,
  createSessionBody,
  createSessionResponse,
  customTestBody,
  customTestResponse,
  errorResponse,
  eventsPageQuery,
  eventsPageResponse,
  postEventsBody,
  postEventsResponse,
  resumeResponse,
  sessionIdParams,
  sessionMapResponse,
  shortSummaryBody,
  shortSummaryResponse,
  testCodeParams,
  testQuestionsQuery,
  testQuestionsResponse,
  testEventSchema,
  testResultResponse,
  type TestEventInput,
  type TestPaper,
} from '@abhyas/contracts';
import { Negotiator } from '@fastify/accept-negotiator';
import { findUnsafeInput } from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Test calls of learning.md §7 Tests (issue #4 §1) under /api. A test session belongs to a profile,
 * so the session calls take a profile (child) token; the paper and bundle meta take any signed-in token.
 */
export async function mockTestsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tests'];
  /** Encodings of a paper, in the server's order of preference (as @fastify/compress: brotli, then gzip). */
  const paperEncodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
  const profileOf = async (request: FastifyRequest) => {
    const claims = await requireAuth(request, s.authRepo, ['child']);
    return s.mockTests.profile(claims.userId, claims.profileId!);
  };
  /** The profile id of a child token, for calls on a session (the session row is checked against it). */
  const profileIdOf = async (request: FastifyRequest) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;

  r.get(
    '/content/mocktest-bundles/meta',
    {
      schema: {
        tags,
        summary: 'Bundle meta: code, schedule flag, duration (s), goal',
        querystring: bundleMetaQuery,
        response: { 200: bundleMetaResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const meta = await s.mockTests.meta(request.query.mocktest_bundle_code, claims.profileId);
      return { result: { ...meta, goal_code: request.query.goal ?? null }, success: true, status: 200 };
    },
  );

  r.post(
    '/v1/test/custom',
    {
      schema: {
        tags,
        summary: 'Create your own test: generated from the chosen chapters with the exam’s marking; only its owner sees it (201)',
        body: customTestBody,
        response: { 201: customTestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(request);
      return reply.status(201).send(await s.mockTests.createCustomTest(profile, request.body));
    },
  );

  r.get(
    '/v1/test/:testCode/session',
    {
      schema: {
        tags,
        summary: "The profile's latest session of the test, keyed by test code ({} when none)",
        params: testCodeParams,
        response: { 200: sessionMapResponse, ...errors },
      },
    },
    async (request) => {
      const profile = await profileOf(request);
      return s.mockTests.sessionMap(profile.id, request.params.testCode);
    },
  );

  r.post(
    '/v1/test/:testCode/session',
    {
      schema: {
        tags,
        summary:
          'Start the test (or get the open session): the server clock starts now. With homework_id, the attempt is for that school assignment: 400 HOMEWORK_NOT_YOURS unless it is the profile’s open assignment of this test',
        params: testCodeParams,
        body: createSessionBody,
        response: { 200: createSessionResponse, ...errors },
      },
    },
    async (request) => {
      const profile = await profileOf(request);
      return s.mockTests.createSession(profile, request.params.testCode, request.body.ui_style, request.body.password, request.body.homework_id);
    },
  );

  r.post(
    '/v1/test/:sessionId/resume',
    {
      schema: {
        tags,
        summary: 'The session on the server clock: remaining seconds, last eorder',
        params: sessionIdParams,
        response: { 200: resumeResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await profileIdOf(request);
      return s.mockTests.resume(profileId, request.params.sessionId);
    },
  );

  r.get(
    '/v1/test/:testCode/questions',
    {
      schema: {
        tags,
        summary: 'The paper: sections in order with marking and questions, never the keys',
        params: testCodeParams,
        querystring: testQuestionsQuery,
        response: { 200: testQuestionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo);
      // Already JSON, checked against the response schema when built (MockTestsService.paperJson).
      // A kept paper goes out in the encoding the client prefers from the copies kept with it (the
      // compress hook leaves an encoded answer alone); any other through the compress hook. Fastify
      // sends a string or a buffer with a JSON content type as it is, without the serializer; the
      // type provider types the payload as the parsed shape, hence the casts.
      const paper = await s.mockTests.paperJson(request.params.testCode, request.query.locale, claims.profileId, { html: request.query.html === 'true' });
      void reply.type('application/json; charset=utf-8');
      const encoding =
        paper.kept && paper.json.length >= 1024 ? (paperEncodings.negotiate(request.headers['accept-encoding'] ?? '') as 'br' | 'gzip' | null) : null;
      if (encoding)
        return reply
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send((await paper.encoded(encoding)) as unknown as TestPaper);
      return reply.send(paper.json as unknown as TestPaper);
    },
  );

  r.get(
    '/v1/test/:sessionId/events',
    {
      schema: {
        tags,
        summary: 'Stored events in eorder, 500 a page (0-based pageNumber)',
        params: sessionIdParams,
        querystring: eventsPageQuery,
        response: { 200: eventsPageResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await profileIdOf(request);
      return s.mockTests.eventsPage(profileId, request.params.sessionId, request.query.pageNumber);
    },
  );

  r.post(
    '/v1/test/:sessionId/events',
    {
      schema: {
        tags,
        summary:
          "Store events once per eorder; freeze/auto_submit submits; 409 after the deadline or the submission, or for answers outside a locked section's time",
        params: sessionIdParams,
        body: postEventsBody,
        response: { 200: postEventsResponse, ...errors, 429: errorResponse },
      },
      // The hot path of a test in progress: its answers are small and its bodies plain, so the
      // compression hooks (decision 014) are left off it.
      compress: false,
      decompress: false,
      // Per session, so one flooding client cannot starve the others behind the same address.
      config: {
        // Each event is checked on its own (below), so one bad event does not refuse the others.
        guardItems: 'events',
        rateLimit: {
          max: s.env.RATE_LIMIT_TEST_EVENTS_PER_MIN,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `test-events:${(request.params as { sessionId?: string }).sessionId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const profileId = await profileIdOf(request);
      const valid: TestEventInput[] = [];
      const invalid: { path: string; message: string }[] = [];
      request.body.events.forEach((raw, i) => {
        // The input guard's rule (NUL, lone surrogates, depth, unusable numbers), per event.
        const unsafe = findUnsafeInput(raw, `events[${i}]`);
        if (unsafe.length > 0) {
          invalid.push(...unsafe);
          return;
        }
        const parsed = testEventSchema.safeParse(raw);
        if (parsed.success) valid.push(parsed.data);
        else
          for (const issue of parsed.error.issues)
            invalid.push({
              path: `events[${i}]${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`,
              message: issue.message,
            });
      });
      const stored = valid.length > 0 ? await s.mockTests.postEvents(profileId, request.params.sessionId, valid) : null;
      if (invalid.length > 0) {
        const refused = new Set(invalid.map((x) => x.path.split(']')[0]! + ']')).size;
        throw new AppError(
          400,
          'INVALID_EVENTS',
          `${refused} malformed event(s) refused; the ${valid.length} valid one(s) in the batch were ${stored ? 'stored' : 'not sent'}` +
            (stored && stored.refused.length > 0 ? `, except ${stored.refused.length} answer(s) outside a locked section's time.` : '.'),
          invalid,
        );
      }
      const { refused, ...result } = stored!;
      if (refused.length > 0) {
        // Section locking: the answers outside their section's window are refused, the rest stored.
        const indexOf = new Map(request.body.events.map((raw, i) => [(raw as { eorder?: unknown }).eorder, i]));
        const code = refused.every((x) => x.code === 'SECTION_NOT_OPEN') ? 'SECTION_NOT_OPEN' : 'SECTION_CLOSED';
        throw new AppError(
          409,
          code,
          `${refused.length} answer(s) refused: under section locking a section takes answers only in its own time. The other ${valid.length - refused.length} event(s) in the batch were stored.`,
          refused.map((x) => ({
            path: `events[${indexOf.get(x.eorder) ?? '?'}]`,
            message:
              x.code === 'SECTION_CLOSED'
                ? `Section '${x.section}' is closed: its time is over.`
                : `Section '${x.section}' has not opened yet: it follows the current one.`,
          })),
        );
      }
      return result;
    },
  );

  r.post(
    '/v1/test/shortSummary',
    {
      schema: {
        tags,
        summary: 'Palette counts overall and per section, from the stored events',
        body: shortSummaryBody,
        response: { 200: shortSummaryResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await profileIdOf(request);
      return s.mockTests.shortSummary(profileId, request.body.session_id);
    },
  );

  r.get(
    '/v1/test/:sessionId/result',
    {
      schema: {
        tags,
        summary: 'Score, sections, questions with keys and solutions, NTA percentile and rank; 409 while the test is open',
        params: sessionIdParams,
        querystring: z.object({ locale: z.string().max(8).optional() }),
        response: { 200: testResultResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await profileIdOf(request);
      return s.mockTests.result(profileId, request.params.sessionId, request.query.locale);
    },
  );
}
