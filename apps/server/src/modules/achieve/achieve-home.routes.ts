import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achieveHomeBody, achieveHomeResponse } from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();

/**
 * POST /api/achieve/home (learning.md §7 Achieve; issue 18 §4): the Achieve home in one call.
 * Profile (child) token; a `child_id` naming another profile (another family's included) is 404
 * PROFILE_NOT_FOUND. docs/api.md "Achieve home".
 */
export async function achieveHomeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/achieve/home',
    {
      schema: {
        tags: ['achieve'],
        summary:
          "The Achieve home: target, predicted score with its interval, progress toward the target, readiness trend, today's journey steps, its tests, what the re-plan changed, and whether it can be extended",
        body: achieveHomeBody,
        response: { 200: achieveHomeResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      const profileId = await ownProfileId(request, s.authRepo, b.child_id);
      return { data: await s.achieveHome.home(profileId, b, localeOf(b.locale)) };
    },
  );
}
