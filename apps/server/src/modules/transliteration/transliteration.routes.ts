import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, transliterateQuery, transliterateResponse } from '@abhyas/contracts';
import { TRANSLITERATE_PER_MIN, transliterate } from './transliteration.service.ts';

/**
 * GET /transliterate (platform.md §5; learning.md §5, §9; decision 039): public and stateless, so a
 * signed-out visitor's search box has it too; rate-limited per address.
 */
export async function transliterationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/transliterate',
    {
      config: { rateLimit: { max: TRANSLITERATE_PER_MIN, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        summary:
          'Latin letters → up to 5 spellings in the script of ?lang= (one of the 11 Indic interface languages), likeliest first; empty for text without Latin letters or one Assamese letter',
        security: [],
        querystring: transliterateQuery,
        response: { 200: transliterateResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return transliterate(request.query.text, request.query.lang);
    },
  );
}
