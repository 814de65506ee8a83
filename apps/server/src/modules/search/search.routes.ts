import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, searchQuery, searchResponse, searchSuggestionsQuery, searchSuggestionsResponse } from '@abhyas/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { requireAuth, type Claims } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { sealHolderOf } from '../mock-tests/answer-seal.service.ts';

const errors = { 400: errorResponse, 401: errorResponse };
const noWords = () => badRequest('q has no letter or digit to search for.', 'SEARCH_QUERY_EMPTY');

/**
 * Search (issue #3 §6; learning.md §2 Search) over chapters, topics, concepts, videos, questions,
 * books and tests: PostgreSQL full text (`simple` configuration, any script) plus pg_trgm for typos.
 */
export async function searchRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  /** The exam of the token's profile (its name in `locale`), null for a parent token. */
  const examOf = async (claims: Claims, locale: string | undefined) =>
    claims.kind === 'child' && claims.profileId ? s.search.examOfProfile(claims.profileId, locale ?? 'en') : null;

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
      const { q, entity, page, size, scope, exact } = request.query;
      // A hit carries no key, but a sealed question's text stays out of sight too (decision 017).
      const sealed = entity === undefined || entity === 'question' ? (await s.seals.sealedFor(sealHolderOf(claims))).codes : undefined;
      const exam = await examOf(claims, request.query.locale);
      if (scope === 'exam' && !exam) throw badRequest('scope=exam needs a profile token: a parent account has no exam.', 'SEARCH_SCOPE_NEEDS_PROFILE');
      // Nor a link to a test the profile may not open (issue 15 Major 4).
      const closed = entity === undefined || entity === 'test' ? await s.testAccess.closedTests(claims.profileId) : undefined;
      const results = await s.search.search(q, entity, page, size, {
        hiddenQuestions: sealed,
        hiddenTests: closed,
        exam: exam?.code ?? null,
        scope,
        exact: exact === 'true',
      });
      if (!results) throw noWords();
      return { ...results, exam };
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
      const exam = await examOf(claims, undefined);
      const suggestions = await s.search.suggest(request.query.q, 8, exam?.code ?? null, await s.testAccess.closedTests(claims.profileId));
      if (!suggestions) throw noWords();
      return { query: request.query.q, suggestions };
    },
  );
}
