import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATA_EVENTS_BODY_LIMIT, dataEventsPushBody, dataEventsPushQuery, dataEventsPushResponse, errorResponse } from '@abhyas/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { optionalAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

/**
 * POST /api/data-events/push/v2 (platform.md §7.5, §8; issue 20 §4; docs/api.md "Data events";
 * decision 031): a batch of clickstream and API_Error events, with or without a token. A valid
 * token (Authorization header, the parent cookie, or `token` in the body for navigator.sendBeacon,
 * which cannot set headers) records its user and profile; an id in an event is never believed.
 * 202 at once; 400 names the bad field (`details[0].path`, e.g. `body.events.3.name`); 413 for a
 * body over DATA_EVENTS_BODY_LIMIT bytes. A `text/plain` body (what sendBeacon sends for a string)
 * is read as JSON.
 */
export async function dataEventsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: DATA_EVENTS_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('Request body is not valid JSON.', 'BAD_REQUEST'), undefined);
      }
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/data-events/push/v2',
      {
        bodyLimit: DATA_EVENTS_BODY_LIMIT,
        schema: {
          tags: ['data-events'],
          summary: 'Push a batch of events (page views, API_Error, …) to the event stream; 202, stored in the background',
          querystring: dataEventsPushQuery,
          body: dataEventsPushBody,
          response: { 202: dataEventsPushResponse, 400: errorResponse, 413: errorResponse },
        },
      },
      async (request, reply) => {
        const { events, token } = request.body;
        if (!request.auth && token) request.auth = await s.tokens.verifyAccess(token);
        const claims = await optionalAuth(request, s.authRepo);
        const accepted = s.dataEvents.accept(
          events,
          { userId: claims?.userId ?? null, profileId: claims?.profileId ?? null, browserId: request.browserId },
          request.query,
        );
        return reply.status(202).send({ data: { accepted } });
      },
    );
  });
}
