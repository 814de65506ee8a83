import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accommodationsData, accommodationsParams, envelope, putAccommodationsBody } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['profiles'];

/**
 * A profile's accommodations (issue 22 §2; docs/decisions/038; docs/api.md "Accommodations"):
 * GET/PUT /api/profiles/{id}/accommodations. The parent token for a profile its account reaches,
 * or the profile's own child token; any other id is 404 PROFILE_NOT_FOUND. Compensatory time only
 * with the parent token (403 COMPENSATORY_TIME_PARENT_ONLY).
 */
export async function accommodationsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profiles/:id/accommodations',
    {
      schema: {
        tags,
        summary: "The profile's compensatory time for tests and its display settings (defaults when never set)",
        params: accommodationsParams,
        response: { 200: envelope(accommodationsData), ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return { status: 200, data: await s.accommodations.view(claims as { kind: 'parent' | 'child'; userId: string; profileId?: string }, request.params.id) };
    },
  );

  r.put(
    '/profiles/:id/accommodations',
    {
      schema: {
        tags,
        summary:
          'Sets display settings (profile or parent token) and/or compensatory time (parent token only; minutes_per_hour absent = 20 with a declared benchmark disability; basis required when time is given)',
        params: accommodationsParams,
        body: putAccommodationsBody,
        response: { 200: envelope(accommodationsData), ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return {
        status: 200,
        data: await s.accommodations.update(claims as { kind: 'parent' | 'child'; userId: string; profileId?: string }, request.params.id, request.body),
      };
    },
  );
}
