import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conceptContentQuery, conceptContentResponse, conceptsQuery, conceptsResponse, topicsContentQuery, topicsContentResponse } from '@abhyas/contracts';
import type { Services } from '../../../services.ts';
import { practiceErrors as errors, PRACTICE_TAGS as tags } from '../route-helpers.ts';
import { codesOfWhere, splitCodes } from './code-lists.ts';

/**
 * Concept and topic lookups of learning.md §7 Practice: GET /content/topics/content, /content/concepts
 * and /content/concept/content. The handlers ask for no profile token.
 */
export async function lookupRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/content/topics/content',
    {
      schema: {
        tags,
        summary: 'Content of learning-map codes (comma-joined lm_codes): concepts, videos, question count',
        querystring: topicsContentQuery,
        response: { 200: topicsContentResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.practice.lookup.topicsContent(splitCodes(request.query.lm_codes, 'lm_codes'), request.query.locale ?? 'en') }),
  );

  r.get(
    '/content/concepts',
    {
      schema: {
        tags,
        summary: 'Concept names and videos (where={"code":{"$in":[…]}} or codes=a,b)',
        querystring: conceptsQuery,
        response: { 200: conceptsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const codes = q.codes ? splitCodes(q.codes, 'codes') : codesOfWhere(q.where!);
      return { data: await s.practice.lookup.concepts(codes, q.locale ?? 'en') };
    },
  );

  r.get(
    '/content/concept/content',
    {
      schema: {
        tags,
        summary: 'Videos of each concept (comma-joined conceptIds)',
        querystring: conceptContentQuery,
        response: { 200: conceptContentResponse, ...errors },
      },
    },
    async (request) => {
      const codes = splitCodes(request.query.conceptIds, 'conceptIds');
      const vids = await s.practice.lookup.videosByConcept(codes, request.query.locale ?? 'en');
      return { data: codes.map((c) => ({ concept_code: c, videos: vids.get(c) ?? [] })) };
    },
  );
}
