import { z } from 'zod';
import { localeParam } from '../common.ts';
import { childIdSchema, contentIdSchema, videoContentType } from './shared.ts';

/**
 * Likes and bookmarks of videos (learning.md §4 Video, §5, §6, §7 Video). The state is one flag
 * per profile and video; setting it to the value it has is harmless (idempotent). Public content
 * (a video marked public: open to everyone, docs/decisions/009) cannot be liked or bookmarked and
 * has no bookmark state: 409 PUBLIC_CONTENT. Unknown video: 404.
 */

/** GET /api/learn/bookmark?child_id=&content_id=&locale= */
export const videoBookmarkQuery = z.object({
  child_id: childIdSchema,
  content_id: contentIdSchema,
  content_type: videoContentType.default('Video'),
  locale: localeParam.optional(),
});
/** `data[0].status` is the bookmark flag; `data[0].liked` the like flag. */
export const videoBookmarkStatusResponse = z.object({
  data: z
    .array(z.object({ content_id: z.string(), content_type: z.literal('Video'), status: z.boolean().describe('bookmarked'), liked: z.boolean() }))
    .length(1),
});
export type VideoBookmarkStatusResponse = z.infer<typeof videoBookmarkStatusResponse>;

/** POST /api/learn/bookmark?child_id= query. */
export const videoBookmarkPostQuery = z.object({ child_id: childIdSchema });
/**
 * POST /api/learn/bookmark body. The new state is `status` (or `bookmarked` when status is left
 * out); `liked` is ignored here (use POST /api/learn/like).
 */
export const videoBookmarkBody = z
  .object({
    activity_type: z.literal('Bookmark').default('Bookmark'),
    content_category_type: z.string().max(40).default('Learn'),
    child_id: childIdSchema,
    content_type: videoContentType.default('Video'),
    content_id: contentIdSchema,
    video_id: z.string().max(120).optional(),
    status: z.boolean().optional().describe('the new bookmark state'),
    bookmarked: z.boolean().optional(),
    liked: z.boolean().optional(),
    goal_name: z.string().max(200).optional(),
    exam_name: z.string().max(200).optional(),
    locale: localeParam.optional(),
    homework_id: z.string().max(200).optional(),
    school_id: z.string().max(200).optional(),
    class_id: z.string().max(200).optional(),
  })
  .refine((b) => b.status !== undefined || b.bookmarked !== undefined, { message: 'status (the new bookmark state) is required', path: ['status'] })
  .refine((b) => b.status === undefined || b.bookmarked === undefined || b.status === b.bookmarked, {
    message: 'status and bookmarked disagree',
    path: ['bookmarked'],
  });
export type VideoBookmarkBody = z.input<typeof videoBookmarkBody>;

/** The flags after a like or bookmark call (200 with data = success, learning.md §4). */
export const videoReactionStateSchema = z.object({
  content_id: z.string(),
  content_type: z.literal('Video'),
  bookmarked: z.boolean(),
  liked: z.boolean(),
});
export const videoReactionResponse = z.object({ data: videoReactionStateSchema });
export type VideoReactionResponse = z.infer<typeof videoReactionResponse>;

/** POST /api/learn/like body: `liked` is the new state. */
export const videoLikeBody = z.object({
  content_id: contentIdSchema,
  content_type: videoContentType.default('Video'),
  content_category_type: z.string().max(40).default('Learn'),
  child_id: childIdSchema,
  liked: z.boolean({ error: 'liked (the new like state) is required' }),
  goal_name: z.string().max(200).optional(),
  exam_name: z.string().max(200).optional(),
});
export type VideoLikeBody = z.input<typeof videoLikeBody>;
