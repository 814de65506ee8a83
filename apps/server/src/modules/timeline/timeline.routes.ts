import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  timelineActivityBody,
  timelineActivityResponse,
  timelineConfigQuery,
  timelineConfigResponse,
  timelineQuery,
  timelineResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['timeline'];

/**
 * The timeline (platform.md §7.5 Timeline; issue 19 §1): GET /api/timeline/config, GET
 * /api/timeline (a page of days) and POST /api/timeline/activity (only with `source_reference`).
 * Profile (child) token: a parent token is 403; a `child_id` naming any other profile (another
 * family's included) is 404 PROFILE_NOT_FOUND. docs/api.md "Timeline"; decision 029.
 */
export async function timelineRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/timeline/config',
    {
      schema: {
        tags,
        summary: 'What the timeline holds: time zone, days a page covers, the item kinds with their icons, the activity types a client may post',
        querystring: timelineConfigQuery,
        response: { 200: timelineConfigResponse, ...errors },
      },
    },
    async (request) => {
      await profileOf(request, request.query.child_id);
      return { data: s.timeline.config() };
    },
  );

  r.get(
    '/timeline',
    {
      schema: {
        tags,
        summary: "One page of the profile's timeline: the calendar days (India) before `before` that have items, newest first, and the next page's `before`",
        querystring: timelineQuery,
        response: { 200: timelineResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.timeline.page(await profileOf(request, q.child_id), { before: q.before, days: q.days, locale: localeOf(q.locale) }) };
    },
  );

  r.post(
    '/timeline/activity',
    {
      schema: {
        tags,
        summary: 'Records an activity on the timeline, once per source_reference (required): 201 when stored now, 200 with the stored one for a repeat',
        body: timelineActivityBody,
        response: { 200: timelineActivityResponse, 201: timelineActivityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const activity = await s.timeline.postActivity(await profileOf(request, request.body.child_id), request.body);
      return reply.code(activity.created ? 201 : 200).send({ data: activity });
    },
  );
}
