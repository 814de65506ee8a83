import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, FEEDBACK_RATE_MAX, FEEDBACK_RATE_WINDOW, feedbackBody, feedbackResponse } from '@abhyas/contracts';
import { optionalAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

/**
 * POST /api/feedback (issue 24 §5; docs/api.md "Feedback"): the `/feedback` form, from a signed-in
 * learner or a guest. The user and profile come from the token when one is sent (never from the
 * body). 201 with the stored id; 400 naming the bad field; 429 beyond FEEDBACK_RATE_MAX per client
 * address in FEEDBACK_RATE_WINDOW.
 */
export async function feedbackRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (signed in or guest); stored; rate-limited per address',
        body: feedbackBody,
        response: { 201: feedbackResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: FEEDBACK_RATE_MAX, timeWindow: FEEDBACK_RATE_WINDOW } },
    },
    async (request, reply) => {
      const claims = await optionalAuth(request, s.authRepo);
      const data = await s.feedback.submit(request.body, {
        userId: claims?.userId ?? null,
        profileId: claims?.profileId ?? null,
        browserId: request.browserId ?? null,
      });
      return reply.status(201).send({ data });
    },
  );
}
