import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streakQuery, streakResponse } from '@abhyas/contracts';
import { callErrors, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

/**
 * GET /api/streak (issue 20 §3; docs/decisions/032-streaks.md): the profile's streak of days with
 * real work. Profile (child) token; a `child_id` naming any other profile is 404 PROFILE_NOT_FOUND.
 * docs/api.md "Streaks".
 */
export async function streaksRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/streak',
    {
      schema: {
        tags: ['streaks'],
        summary: 'The streak: current and longest (days of real work), freezes held, today done, the last 14 India days',
        querystring: streakQuery,
        response: { 200: streakResponse, ...callErrors() },
      },
    },
    async (request) => ({ data: await s.streaks.streak(await ownProfileId(request, s.authRepo, request.query.child_id)) }),
  );
}
