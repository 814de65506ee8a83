import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { embiumAwardBody, embiumAwardQuery, embiumAwardResponse, embiumBalanceResponse, embiumHistoryQuery, embiumHistoryResponse } from '@abhyas/contracts';
import { z } from 'zod';
import { ownProfileId } from '../../../plugins/profile-calls.ts';
import type { Services } from '../../../services.ts';
import { childProfileIdOf, practiceErrors as errors } from '../route-helpers.ts';

/** Embium award events, the balance and the history (platform.md §7.4; issue 20 §3). Profile token. */
export async function embiumRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileIdOf = childProfileIdOf(s);

  r.post(
    '/embiums/award',
    {
      schema: {
        tags: ['embiums'],
        summary: 'Embium award event (event_id, object_id): total_points, awarded_points, user_message, feature_category',
        querystring: embiumAwardQuery,
        body: embiumAwardBody,
        response: { 200: embiumAwardResponse, ...errors },
      },
    },
    async (request) => s.practice.embiums.award(await profileIdOf(request), request.query.event_id, request.query.object_id),
  );

  r.get(
    '/embiums/balance',
    {
      schema: {
        tags: ['embiums'],
        summary: 'Embium balance: data[0].current_value; 204 when zero',
        response: { 200: embiumBalanceResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const b = await s.practice.embiums.balance(await profileIdOf(request));
      if (b.silver + b.gold === 0) return reply.status(204).send(null);
      return { data: [{ current_value: b.silver + b.gold, silver: b.silver, gold: b.gold }] };
    },
  );

  r.get(
    '/embiums/history',
    {
      schema: {
        tags: ['embiums'],
        summary: 'Embium history: balance, how embiums are earned, and the ledger newest first (paged; at in epoch ms)',
        querystring: embiumHistoryQuery,
        response: { 200: embiumHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await ownProfileId(request, s.authRepo, request.query.child_id);
      return { data: await s.practice.embiums.history(profileId, request.query.page, request.query.page_size) };
    },
  );
}
