import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookmarkBody,
  bookmarkListResponse,
  bookmarkQuery,
  bookmarkSetResponse,
  errorResponse,
  practiceErrorReportBody,
  practiceErrorReportResponse,
  updatePajQuery,
  updatePajResponse,
  userAttemptsBody,
  userAttemptsResponse,
} from '@abhyas/contracts';
import { optionalAuth } from '../../../plugins/auth.ts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';

/** Error reports accepted per client address and minute (learning.md §8 Practice). */
export const ERROR_REPORTS_PER_MIN = 30;

/**
 * What practice records besides sessions (learning.md §7, §8 Practice): error reports (token
 * optional), question bookmarks, guided-journey progress and user attempts (profile token).
 */
export async function activityRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

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
    async (request) => s.practice.activity.userAttempts(await profileIdOf(request), request.body),
  );
}
