import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achieveFormQuery,
  achieveFormResponse,
  achieveTargetBody,
  achieveTargetQuery,
  achieveTargetResponse,
  examUserMetadataQuery,
  examUserMetadataResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import { achieveHomeRoutes } from './achieve-home.routes.ts';
import { pajRoutes } from './paj.routes.ts';
import { questionnaireRoutes } from './questionnaire.routes.ts';

const errors = callErrors();

/**
 * Achieve, plan your target (learning.md §7 Achieve; issue 18 §1). Profile (child) token; a
 * `child_id` naming any other profile (another family's included) is 404 PROFILE_NOT_FOUND, so
 * no one learns whether it exists. docs/api.md "Achieve".
 */
export async function achieveRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['achieve'];
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

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
