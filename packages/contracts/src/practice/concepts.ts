import { z } from 'zod';
import { localeParam } from '../common.ts';
import { videoTileSchema } from '../content/browse.ts';

/**
 * Learning-map content lookups of learning.md §7 Practice (topic content, concept names and videos),
 * used by the intervention screen. Public reads (no profile needed); names in `locale` when
 * translated. Codes are comma-joined, at most 50.
 */

/** GET /api/content/topics/content?lm_codes=a,b&locale (the spec's GET /topics/content): per learning-map code (chapter, topic or concept). */
export const topicsContentQuery = z.object({ lm_codes: z.string().min(1).max(4000), locale: localeParam.optional() });
export const topicsContentResponse = z.object({
  data: z.array(
    z.object({
      lm_code: z.string(),
      level: z.string(),
      name: z.string(),
      concepts: z.array(z.object({ code: z.string(), name: z.string() })),
      videos: z.array(videoTileSchema),
      question_count: z.number().int(),
    }),
  ),
});

/**
 * GET /api/content/concepts?where=&codes=&locale (the spec's GET /concepts): concept names and videos. `where` is the spec's filter, either
 * JSON `{"code":{"$in":["c1","c2"]}}` or a comma-joined list; `codes` is the plain comma-joined form.
 */
export const conceptsQuery = z
  .object({ where: z.string().max(4000).optional(), codes: z.string().max(4000).optional(), locale: localeParam.optional() })
  .refine((q) => q.where || q.codes, 'send codes (comma-joined) or where');
export const conceptSchema = z.object({
  code: z.string(),
  name: z.string(),
  topic_code: z.string().nullable(),
  chapter_code: z.string().nullable(),
  subject: z.string(),
  videos: z.array(videoTileSchema),
});
export const conceptsResponse = z.object({ data: z.array(conceptSchema) });

/** GET /api/content/concept/content?conceptIds=a,b&locale (the spec's concept/content): the videos of each concept. */
export const conceptContentQuery = z.object({ conceptIds: z.string().min(1).max(4000), locale: localeParam.optional() });
export const conceptContentResponse = z.object({
  data: z.array(z.object({ concept_code: z.string(), videos: z.array(videoTileSchema) })),
});
