import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exploreMasteryChaptersQuery,
  exploreMasteryChaptersResponse,
  exploreMasterySubjectsQuery,
  exploreMasterySubjectsResponse,
  exploreMasteryTopicsQuery,
  exploreMasteryTopicsResponse,
} from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors, localeOf } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import type { MasteryCaller } from './explore-mastery.service.ts';

const errors = callErrors();
const tags = ['achieve'];

/**
 * Explore mastery calls of learning.md §7 Achieve (issue 18 §4) under /api/exploreMastery: the
 * profile's mastery per subject, chapter and topic from the BKT state practice keeps. Subjects and
 * topics take the profile (child) token; chapters also a parent token with `user_id` naming one of
 * the account's profiles. 400 names the field at fault; a profile of another account is 404.
 */
export async function exploreMasteryRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const childOf = async (request: FastifyRequest) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;

  r.get(
    '/exploreMastery/subjects',
    {
      schema: {
        tags,
        summary: "The profile's mastery per subject of the exam (syllabus order) and overall",
        querystring: exploreMasterySubjectsQuery,
        response: { 200: exploreMasterySubjectsResponse, ...errors },
      },
    },
    async (request) => s.exploreMastery.subjects(await childOf(request), { ...request.query, locale: localeOf(request.query.locale) }),
  );

  r.get(
    '/exploreMastery/chapters',
    {
      schema: {
        tags,
        summary:
          "A subject's chapters with the profile's mastery, practised weakest first; user_id: the caller's profile or (parent token) one of the account's",
        querystring: exploreMasteryChaptersQuery,
        response: { 200: exploreMasteryChaptersResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent', 'child']);
      const caller: MasteryCaller = claims.kind === 'child' ? { kind: 'child', profileId: claims.profileId! } : { kind: 'parent', userId: claims.userId };
      const profileId = await s.exploreMastery.profileFor(caller, request.query.user_id);
      return s.exploreMastery.chapters(profileId, { ...request.query, locale: localeOf(request.query.locale) });
    },
  );

  r.get(
    '/exploreMastery/topics',
    {
      schema: {
        tags,
        summary: "A chapter's topics with the profile's mastery, practised weakest first",
        querystring: exploreMasteryTopicsQuery,
        response: { 200: exploreMasteryTopicsResponse, ...errors },
      },
    },
    async (request) => s.exploreMastery.topics(await childOf(request), { ...request.query, locale: localeOf(request.query.locale) }),
  );
}
