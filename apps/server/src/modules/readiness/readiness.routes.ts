import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { futureSuccessQuery, futureSuccessResponse, readinessHistoryResponse, readinessQuery, readinessResponse } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors, localeOf } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['achieve'];

/**
 * Readiness calls of learning.md §7 Achieve (issue 18 §3): the predicted score with its 80 %
 * interval and percentile (`/achieve/readiness/current`), the track record of stored predictions
 * against full mock tests (`/achieve/readiness/history`), and rank range plus what-if chapters
 * (`/futureSuccess`). Profile (child) token; 400 names the field at fault; another profile is 404.
 * docs/api.md "Readiness".
 */
export async function readinessRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const childOf = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;

  r.get(
    '/achieve/readiness/current',
    {
      schema: {
        tags,
        summary: "The profile's predicted score on the exam's next full paper, its 80 % interval, percentile and parts (stored as served)",
        querystring: readinessQuery,
        response: { 200: readinessResponse, ...errors },
      },
    },
    async (request) => s.readiness.current(await childOf(request), { ...request.query, locale: localeOf(request.query.locale) }),
  );

  r.get(
    '/achieve/readiness/history',
    {
      schema: {
        tags,
        summary: 'Track record: each finished full mock test of the exam against the last prediction made before it started',
        querystring: readinessQuery,
        response: { 200: readinessHistoryResponse, ...errors },
      },
    },
    async (request) => s.readiness.history(await childOf(request), { ...request.query, locale: localeOf(request.query.locale) }),
  );

  r.get(
    '/futureSuccess',
    {
      schema: {
        tags,
        summary: 'All-India rank range from the percentile interval, and the three chapters whose practice would raise the score most per hour',
        querystring: futureSuccessQuery,
        response: { 200: futureSuccessResponse, ...errors },
      },
    },
    async (request) => s.readiness.futureSuccess(await childOf(request), { ...request.query, locale: localeOf(request.query.locale) }),
  );
}
