import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testsTakenQuery, testsTakenResponse, userBookmarksQuery, userBookmarksResponse, watchlistQuery, watchlistResponse } from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['user-home'];

/**
 * The user-home lists (platform.md §1, §2; issue 19 §1): GET /api/user-home/tests-taken,
 * /api/user-home/watchlist and /api/user-home/bookmarks, paged (`page` 1-based, `page_size` 1–50;
 * 400 names the field). Profile (child) token; a `child_id` naming any other profile (another
 * family's included) is 404 PROFILE_NOT_FOUND. Removing a bookmark is the existing bookmark calls
 * (POST /api/v1/practice/bookmark, POST /api/learn/bookmark). docs/api.md "User home lists".
 */
export async function userHomeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/user-home/tests-taken',
    {
      schema: {
        tags,
        summary: 'Tests the profile started or finished (mock, scheduled, custom, diagnostic), latest first: status, score, percentile, links',
        querystring: testsTakenQuery,
        response: { 200: testsTakenResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.userHome.testsTaken(await profileOf(request, q.child_id), { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.get(
    '/user-home/watchlist',
    {
      schema: {
        tags,
        summary: 'Videos in progress, watched, or to watch later (bookmarked), with progress',
        querystring: watchlistQuery,
        response: { 200: watchlistResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.userHome.watchlist(await profileOf(request, q.child_id), { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.get(
    '/user-home/bookmarks',
    {
      schema: {
        tags,
        summary: 'Bookmarked questions or videos, latest first, by subject and chapter, with both counts and the filter choices',
        querystring: userBookmarksQuery,
        response: { 200: userBookmarksResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.userHome.bookmarks(await profileOf(request, q.child_id), { ...q, locale: localeOf(q.locale) }) };
    },
  );
}
