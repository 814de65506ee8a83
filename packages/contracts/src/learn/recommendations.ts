import { z } from 'zod';
import { localeParam } from '../common.ts';
import { contentIdSchema } from './shared.ts';
import { videoStatusSchema } from './video-progress.ts';

/** GET /api/learn/next/{contentId} path. */
export const videoNextParams = z.object({ contentId: contentIdSchema });
/** GET /api/learn/next/{contentId} query (learning.md §7 Video); `locale` names titles. */
export const videoNextQuery = z.object({
  book_id: z.string().max(120).optional(),
  learnpath_format_name: z.string().max(200).optional(),
  source: z.string().max(80).optional(),
  topic_learnpath_name: z.string().max(300).optional(),
  locale: localeParam.optional(),
});

/** Owner of a video as shown on tiles and the autoplay card. */
export const ownerInfoSchema = z.object({ name: z.string(), url: z.string().nullable(), license: z.string().nullable() });

/**
 * A video tile of the end screen and the autoplay card (learning.md §3 Recommendation response).
 * `url` is the playable url as stored (`/media/…` for self-hosted clips, YouTube/Vimeo/HLS urls);
 * `cdn_url` is the url to play now: self-hosted urls signed for 3600 s, others unchanged.
 */
export const recommendedVideoSchema = z.object({
  type: z.literal('Video'),
  id: z.string(),
  title: z.string(),
  url: z.string(),
  cdn_url: z.string(),
  fallback_url: z.string().nullable().describe('signed like cdn_url when self-hosted'),
  source_type: z.enum(['youtube', 'vimeo', 'cdn']),
  length: z.number().int().describe('seconds'),
  thumb: z.string().nullable(),
  preview_url: z.string().nullable().describe('the tile hover preview (learning.md §4 Tiles), signed like cdn_url when self-hosted'),
  owner_info: ownerInfoSchema,
  learning_map: z.object({
    chapter_code: z.string(),
    chapter_name: z.string(),
    topic_code: z.string().nullable(),
    topic_learnpath_name: z.string().nullable().describe('the topic name, or null for a video without topic'),
  }),
  currency: z.number().int().describe('embiums earned by watching (0: videos award none yet)'),
  is_public: z.boolean(),
  content_status: videoStatusSchema.nullable().describe("this profile's status"),
  watched_duration: z.number().describe("this profile's watched seconds"),
});
export type RecommendedVideo = z.infer<typeof recommendedVideoSchema>;

/** Practice of a chapter: the tile leads to the chapter's practice with source_reference=AtTheEndOfWatchingTheVideo. */
export const recommendedPracticeSchema = z.object({
  type: z.literal('Practice'),
  id: z.string().describe('the chapter code (practice bundle_code)'),
  title: z.string().describe('the chapter name'),
  learning_map: z.object({ chapter_code: z.string(), chapter_name: z.string(), subject: z.string() }),
  question_count: z.number().int(),
});
export type RecommendedPractice = z.infer<typeof recommendedPracticeSchema>;

/** A mock test holding questions of the chapter (leads to /test/summary/{id}). */
export const recommendedTestSchema = z.object({
  type: z.literal('Test'),
  id: z.string().describe('the test bundle code'),
  title: z.string(),
  exam_code: z.string(),
  duration: z.number().int().describe('seconds'),
  question_count: z.number().int(),
});
export type RecommendedTest = z.infer<typeof recommendedTestSchema>;

export const recommendedItemSchema = z.discriminatedUnion('type', [recommendedVideoSchema, recommendedPracticeSchema, recommendedTestSchema]);
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

/**
 * Section ids, stable for translation on the client: `next_video` (autoplay), `related_videos`
 * (videos of the same concepts, then topic, then chapter), `practice` (the chapter's practice),
 * `tests` (mock tests with the chapter's questions). `section_name` is the English name.
 */
export const RECOMMENDATION_SECTION_IDS = ['next_video', 'related_videos', 'practice', 'tests'] as const;
export const recommendationSectionSchema = z.object({
  section_id: z.enum(RECOMMENDATION_SECTION_IDS),
  section_name: z.string(),
  content: z.array(recommendedItemSchema),
});
export type RecommendationSection = z.infer<typeof recommendationSectionSchema>;

/**
 * GET /api/learn/next/{contentId}: `data.autoplay` (empty, or one `next_video` section whose first
 * item is the next lesson in the chapter's order, else the first lesson of the next chapter of the
 * book) and `data.recommendations` (only sections with content). 404 unknown video.
 */
export const videoNextResponse = z
  .object({
    data: z.object({
      autoplay: z.array(recommendationSectionSchema.extend({ content: z.array(recommendedVideoSchema) })),
      recommendations: z.array(recommendationSectionSchema),
    }),
  })
  .meta({ id: 'VideoNext' });
export type VideoNextResponse = z.infer<typeof videoNextResponse>;
