import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, searchQuery, searchResponse, searchSuggestionsQuery, searchSuggestionsResponse } from '@abhyas/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { sealHolderOf } from '../tests/answer-seal.service.ts';

const errors = { 400: errorResponse, 401: errorResponse };
const noWords = () => badRequest('q has no letter or digit to search for.', 'SEARCH_QUERY_EMPTY');

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
        summary: 'One page of results (0-based page, size ≤ 50) with totals per entity; ?entity= narrows to one; sealed questions left out',
        querystring: searchQuery,
        response: { 200: searchResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const { q, entity, page, size } = request.query;
      // A hit carries no key, but a sealed question's text stays out of sight too (decision 017).
      const sealed = entity === undefined || entity === 'question' ? (await s.seals.sealedFor(sealHolderOf(claims))).codes : undefined;
      const results = await s.search.search(q, entity, page, size, sealed);
      if (!results) throw noWords();
      return results;
    },
  );

  r.get(
    '/search/suggestions',
    {
      schema: {
        tags,
        summary: 'Up to eight suggestions as the student types (titles starting with the words first)',
        querystring: searchSuggestionsQuery,
        response: { 200: searchSuggestionsResponse, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      const suggestions = await s.search.suggest(request.query.q);
      if (!suggestions) throw noWords();
      return { query: request.query.q, suggestions };
    },
  );
}
