import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicStoriesQuery,
  academicStoriesResponse,
  achievementsQuery,
  achievementsResponse,
  errorResponse,
  socialStoriesBody,
  socialStoriesResponse,
  storyConsentBody,
  storyConsentResponse,
} from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { assertOwnProfile } from '../achieve/achieve-target.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['achieve'];
const localeOf = (locale: string | undefined) => resolveLocale(locale ?? 'en').locale;

/**
 * Achievements and success stories (issue 18 §4; learning.md §7 Achieve): GET
 * /api/achieve/achievements, PUT /api/achieve/success_stories/consent, POST
 * /api/success_stories/social and GET /api/achieve/success_stories/academic. Profile (child)
 * token; a `child_id` naming any other profile (another family's included) is 404
 * PROFILE_NOT_FOUND. docs/api.md "Achievements and success stories".
 */
export async function achievementsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = async (request: FastifyRequest, childId: string | undefined) => {
    const profileId = (await requireAuth(request, s.authRepo, ['child'])).profileId!;
    assertOwnProfile(profileId, childId);
    return profileId;
  };

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
