import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diagnosticCreateBody,
  diagnosticCreateResponse,
  diagnosticGetQuery,
  diagnosticGetResponse,
  diagnosticIdParams,
  diagnosticListQuery,
  diagnosticListResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors(true);

/**
 * The Achieve diagnostic test (learning.md §7 Achieve `GET /diagnostic-tests?exam&goal&locale`;
 * issue 18 §2). Profile (child) token; a `child_id` naming another profile, or a diagnostic of
 * another profile, is 404. The test itself is taken through the test calls (`/v1/test/...`) like
 * every test. docs/api.md "Diagnostic test".
 */
export async function diagnosticRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['achieve'];
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/diagnostic-tests',
    {
      schema: {
        tags,
        summary: "The exam's subjects for a diagnostic, its rules, and the profile's diagnostics (newest first, with results)",
        querystring: diagnosticListQuery,
        response: { 200: diagnosticListResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.diagnostic.list(await profileOf(request, q.child_id), { exam: q.exam, goal: q.goal, locale: localeOf(q.locale) }) };
    },
  );

  r.post(
    '/diagnostic-tests',
    {
      schema: {
        tags,
        summary: 'Starts a diagnostic of the exam (or answers the open one): an adaptive test whose bundle_code is taken with the test calls',
        body: diagnosticCreateBody,
        response: { 200: diagnosticCreateResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { data: await s.diagnostic.create(await profileOf(request, b.child_id), b, localeOf(b.locale)) };
    },
  );

  r.get(
    '/diagnostic-tests/:id',
    {
      schema: {
        tags,
        summary: "One of the profile's diagnostics by its id or its test session's id, with the result per subject",
        params: diagnosticIdParams,
        querystring: diagnosticGetQuery,
        response: { 200: diagnosticGetResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.diagnostic.get(await profileOf(request, q.child_id), request.params.id, localeOf(q.locale)) };
    },
  );
}
