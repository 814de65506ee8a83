import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicStoriesQuery,
  academicStoriesResponse,
  achievementsQuery,
  achievementsResponse,
  socialStoriesBody,
  socialStoriesResponse,
  storyConsentBody,
  storyConsentResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['achieve'];

/**
 * Achievements and success stories (issue 18 §4; learning.md §7 Achieve): GET
 * /api/achieve/achievements, PUT /api/achieve/success_stories/consent, POST
 * /api/success_stories/social and GET /api/achieve/success_stories/academic. Profile (child)
 * token; a `child_id` naming any other profile (another family's included) is 404
 * PROFILE_NOT_FOUND. docs/api.md "Achievements and success stories".
 */
export async function achievementsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/achieve/achievements',
    {
      schema: {
        tags,
        summary: 'Milestones earned from stored events (newest first), the next ones with what they take, and the success-story consent',
        querystring: achievementsQuery,
        response: { 200: achievementsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.achievements.achievements(await profileOf(request, q.child_id), { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.put(
    '/achieve/success_stories/consent',
    {
      schema: {
        tags,
        summary: "Turns the profile's anonymous counting in success stories on or off (off by default)",
        body: storyConsentBody,
        response: { 200: storyConsentResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.achievements.setConsent(await profileOf(request, request.body.child_id), request.body.opted_in) }),
  );

  r.post(
    '/success_stories/social',
    {
      schema: {
        tags,
        summary: 'Anonymous aggregates of opted-in students per start level (k ≥ 5), 10 a page; latitude/longitude are not stored or used',
        body: socialStoriesBody,
        response: { 200: socialStoriesResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.successStories.social(await profileOf(request, request.body.child_id), request.body) }),
  );

  r.get(
    '/achieve/success_stories/academic',
    {
      schema: {
        tags,
        summary: "The aggregate of opted-in students who started near the caller's level, or why there is none",
        querystring: academicStoriesQuery,
        response: { 200: academicStoriesResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.successStories.academic(await profileOf(request, request.query.child_id), request.query) }),
  );
}
