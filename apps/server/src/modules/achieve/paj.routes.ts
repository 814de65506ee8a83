import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pajExtendBody,
  pajExtendQuery,
  pajCurrentQuery,
  pajCurrentResponse,
  pajGenerateBody,
  pajJourneyResponse,
  pajProgressBody,
  pajStepQuery,
  pajStepResponse,
  pajStepTestBody,
  pajTilesQuery,
  pajTilesResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();

/**
 * The personalised achievement journey (learning.md §7 Achieve; issue 18 §4). Profile (child)
 * token; a `child_id` naming another profile, or a `paj_id` / `step_id` not of the caller's
 * profile, is 404. Every read re-plans once the India day moved on and answers `changes`.
 * docs/api.md "Journey (PAJ)".
 */
export async function pajRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['achieve'];
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.post(
    '/achieve/paj/generate',
    {
      schema: {
        tags,
        summary:
          "Plans the profile's journey for the exam from its target (question_response, when sent, is stored as the target first); replaces an earlier one",
        body: pajGenerateBody,
        response: { 200: pajJourneyResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { data: await s.paj.generate(await profileOf(request, b.child_id), b, localeOf(b.locale)) };
    },
  );

  r.get(
    '/achieve/paj/current',
    {
      schema: {
        tags,
        summary: "The id of the profile's journey for the exam, or null when it has none",
        querystring: pajCurrentQuery,
        response: { 200: pajCurrentResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.paj.current(await profileOf(request, q.child_id), q.exam_code) };
    },
  );

  r.get(
    '/achieve/paj/tiles',
    {
      schema: {
        tags,
        summary: "The journey's days as tiles: today, then upcoming, then done; re-planned when the day moved on",
        querystring: pajTilesQuery,
        response: { 200: pajTilesResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.paj.tiles(await profileOf(request, q.child_id), q.paj_id, localeOf(q.locale)) };
    },
  );

  r.get(
    '/achieve/paj/step',
    {
      schema: {
        tags,
        summary: 'One step and what starting it needs (practice session body, video id or test code)',
        querystring: pajStepQuery,
        response: { 200: pajStepResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.paj.step(await profileOf(request, q.child_id), q.step_id, q.paj_id, localeOf(q.locale)) };
    },
  );

  r.post(
    '/achieve/paj/step/test',
    {
      schema: {
        tags,
        summary: "Makes a chapter-test step's test (a create-your-own test of the chapter), once; answers the step, whose start is then a test",
        body: pajStepTestBody,
        response: { 200: pajStepResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { data: await s.paj.stepTest(await profileOf(request, b.child_id), b, localeOf(b.locale)) };
    },
  );

  r.post(
    '/achieve/paj/progress',
    {
      schema: {
        tags,
        summary: 'Marks a step done (completed) or records minutes done of it; the journey is re-planned from today',
        body: pajProgressBody,
        response: { 200: pajStepResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { data: await s.paj.progress(await profileOf(request, b.child_id), b, localeOf(b.locale)) };
    },
  );

  r.post(
    '/achieve/paj/extend',
    {
      schema: {
        tags,
        summary: 'Adds steps from today when the planned ones run out (added lists them)',
        querystring: pajExtendQuery,
        body: pajExtendBody,
        response: { 200: pajJourneyResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.paj.extend(await profileOf(request, request.body.child_id), request.body.paj_id, localeOf(request.query.locale)) }),
  );
}
