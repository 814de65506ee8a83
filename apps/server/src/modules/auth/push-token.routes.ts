import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, pushTokenBody } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { AppError } from '../../lib/app-error.ts';
import { authErrors as errors } from './auth-http.ts';

/** A device's push token, saved and removed. Under /api/auth. */
export async function pushTokenRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];

  r.post(
    '/push-token',
    {
      schema: {
        tags: tag,
        summary: 'Register this device’s push token or this browser’s Web Push subscription',
        body: pushTokenBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const b = request.body;
      if (b.web_push && s.env.NODE_ENV === 'production' && !b.web_push.endpoint.startsWith('https://')) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Invalid body: web_push.endpoint: must be an https URL', [
          { path: 'body.web_push.endpoint', message: 'must be https' },
        ]);
      }
      // A profile token registers the browser for that profile's pushes (issue 20 §2; decision 034).
      await s.auth.savePushToken(claims.userId, b.device_id, b.notification_token ?? b.web_push!.endpoint, b.platform, {
        profileId: claims.kind === 'child' ? (claims.profileId ?? null) : null,
        webPush: b.web_push ? { endpoint: b.web_push.endpoint, keys: b.web_push.keys } : null,
      });
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
