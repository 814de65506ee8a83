import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achieveFormQuery,
  achieveFormResponse,
  achieveTargetBody,
  achieveTargetQuery,
  achieveTargetResponse,
  errorResponse,
  examUserMetadataQuery,
  examUserMetadataResponse,
} from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { assertOwnProfile } from './achieve-target.service.ts';
import { achieveHomeRoutes } from './achieve-home.routes.ts';
import { pajRoutes } from './paj.routes.ts';
import { questionnaireRoutes } from './questionnaire.routes.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const localeOf = (locale: string | undefined) => resolveLocale(locale ?? 'en').locale;

/**
 * Achieve, plan your target (learning.md §7 Achieve; issue 18 §1). Profile (child) token; a
 * `child_id` naming any other profile (another family's included) is 404 PROFILE_NOT_FOUND, so
 * no one learns whether it exists. docs/api.md "Achieve".
 */
export async function achieveRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['achieve'];
  const profileOf = async (request: FastifyRequest, childId: string | undefined) => {
    const profileId = (await requireAuth(request, s.authRepo, ['child'])).profileId!;
    assertOwnProfile(profileId, childId);
    return profileId;
  };

  r.get(
    '/achieve/form/diagnostic',
    {
      schema: {
        tags,
        summary: "The plan-your-target questionnaire for the profile's exam (target, exam date, minutes a day, journey name), with earlier answers",
        querystring: achieveFormQuery,
        response: { 200: achieveFormResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.achieveTarget.form(await profileOf(request, q.child_id), q.goal_code, q.exam_code, localeOf(q.locale)) };
    },
  );

  r.get(
    '/achieve/target',
    {
      schema: {
        tags,
        summary: "The profile's stored target for the exam, or data: null",
        querystring: achieveTargetQuery,
        response: { 200: achieveTargetResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.achieveTarget.target(await profileOf(request, q.child_id), q.goal_code, q.exam_code) };
    },
  );

  r.put(
    '/achieve/target',
    {
      schema: {
        tags,
        summary: 'Stores (or replaces) the answers of the questionnaire as the profile’s target for the exam; 400 names the wrong answer',
        body: achieveTargetBody,
        response: { 200: achieveTargetResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.achieveTarget.save(await profileOf(request, request.body.child_id), request.body) }),
  );

  r.get(
    '/achieve/exam-user-metadata',
    {
      schema: {
        tags,
        summary: "The exam's name and the profile's target for it (has_target false when none)",
        querystring: examUserMetadataQuery,
        response: { 200: examUserMetadataResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.achieveTarget.examUserMetadata(await profileOf(request, q.child_id), q.goal_code, q.exam_code, localeOf(q.locale)) };
    },
  );

  await pajRoutes(app, s);
  await questionnaireRoutes(app, s);
  await achieveHomeRoutes(app, s);
}
