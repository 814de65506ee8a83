/**
 * The context strings a video progress or activity post may carry (learning.md §7 Video
 * content-status and useractivity): where the video was watched from. Stored beside the numbers.
 */
export const VIDEO_CONTEXT_KEYS = [
  'exam_name',
  'goal',
  'book_id',
  'context',
  'topic_learnpath_name',
  'module',
  'source',
  'locale',
  'homework_id',
  'platform_session_id',
  'school_id',
  'class_id',
] as const;

export type VideoContextKey = (typeof VIDEO_CONTEXT_KEYS)[number];

/** The context strings of a record; a key left out was never sent. */
export type VideoContext = Partial<Record<VideoContextKey, string>>;

/** The context strings of a post: the keys it sent (undefined left out); `goal_name` counts as `goal` when `goal` is not sent. */
export function videoContextOf(body: Partial<Record<VideoContextKey | 'goal_name', string | undefined>>): VideoContext {
  const out: VideoContext = {};
  for (const k of VIDEO_CONTEXT_KEYS) if (body[k] !== undefined) out[k] = body[k];
  if (out.goal === undefined && body.goal_name !== undefined) out.goal = body.goal_name;
  return out;
}
