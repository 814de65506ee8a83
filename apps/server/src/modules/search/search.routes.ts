import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, searchQuery, searchResponse, searchSuggestionsQuery, searchSuggestionsResponse } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse };

/**
 * Search (issue #3 §6; learning.md §2 Search) over chapters, topics, concepts, videos, questions,
 * books and tests: PostgreSQL full text (`simple` configuration, any script) plus pg_trgm for typos.
 */
export async function searchRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  r.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'One page of results (0-based page, size ≤ 50) with totals per entity; ?entity= narrows to one; the profile’s exam ranks first (?scope=exam: only it); a misspelt query is corrected (corrected_query) unless ?exact=true; sealed questions and tests the profile may not open left out',
        querystring: searchQuery,
        response: { 200: searchResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return s.search.search(claims, request.query);
    },
  );

  r.get(
    '/search/suggestions',
    {
      schema: {
        tags,
        summary: 'Up to eight suggestions as the student types (titles starting with the words first; no test the profile may not open)',
        querystring: searchSuggestionsQuery,
        response: { 200: searchSuggestionsResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return { query: request.query.q, suggestions: await s.search.suggest(claims, request.query.q) };
    },
  );
}
