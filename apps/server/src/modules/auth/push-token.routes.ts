import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, pushTokenBody } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { authErrors as errors } from './auth-http.ts';

/** A device's push token, saved and removed. Under /api/auth. */
export async function pushTokenRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];

  r.post(
    '/push-token',
    { schema: { tags: tag, summary: 'Register this device’s push token', body: pushTokenBody, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      await s.auth.savePushToken(claims.userId, request.body.device_id, request.body.notification_token, request.body.platform);
      return { status: 200, message: 'Push token saved.' };
    },
  );

  r.delete(
    '/push-token',
    {
      schema: {
        tags: tag,
        summary: 'Remove this device’s push token',
        body: z.object({ device_id: z.string().min(1).max(200) }).loose(),
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      await s.auth.removePushToken(claims.userId, request.body.device_id);
      return { status: 200, message: 'Push token removed.' };
    },
  );
}
