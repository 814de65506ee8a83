import { z } from 'zod';
import { localeParam } from '../common.ts';

import { SEARCH_ENTITIES, SEARCH_MAX_QUERY } from '../constants.ts';

export { SEARCH_ENTITIES, SEARCH_MAX_QUERY };
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

const query = z.string().trim().min(1, 'q is empty: send the words to look for').max(SEARCH_MAX_QUERY, `q is longer than ${SEARCH_MAX_QUERY} characters`);

/** `all`: everything, the profile's exam first; `exam`: only the profile's exam's syllabus (issue 15). */
export const SEARCH_SCOPES = ['all', 'exam'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/**
 * GET /api/search?q=&entity=&page=&size=&scope=&exact= — page is 0-based; size 1–50 (default 20);
 * scope `all` (default) or `exam`; `exact=true` searches the words as typed (no spelling correction).
 */
export const searchQuery = z.object({
  q: query,
  entity: z.enum(SEARCH_ENTITIES).optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
  scope: z.enum(SEARCH_SCOPES).default('all'),
  exact: z.enum(['true', 'false']).default('false'),
  locale: localeParam.optional().describe('language of the exam name in the answer'),
});

/** GET /api/search/suggestions?q= */
export const searchSuggestionsQuery = z.object({ q: query });

const hit = z.object({
  entity: z.enum(SEARCH_ENTITIES),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  subject: z.string().nullable(),
  url: z.string().describe('the page of the web app that shows the item'),
});
export type SearchHit = z.infer<typeof hit>;

/** Results of one page, with totals per entity for the whole query (the filter tabs). */
export const searchResponse = z
  .object({
    query: z.string(),
    corrected_query: z
      .string()
      .nullable()
      .describe('the misspelt query was corrected and the results are for these words ("Showing results for …"); null when they are for `query`'),
    scope: z.enum(SEARCH_SCOPES).describe('`exam` when only the profile’s exam was searched'),
    exam: z.object({ code: z.string(), name: z.string() }).nullable().describe('the profile’s exam, whose syllabus ranks first (null for a parent token)'),
    entity: z.enum(SEARCH_ENTITIES).nullable(),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int().describe('matches of the selected entity (all entities when none is selected)'),
    groups: z.array(z.object({ entity: z.enum(SEARCH_ENTITIES), total: z.number().int() })),
    results: z.array(hit),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResponse>;

/** Up to eight suggestions as the student types (chapters, topics, concepts, videos, books, tests). */
export const searchSuggestionsResponse = z.object({ query: z.string(), suggestions: z.array(hit) }).meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponse>;
