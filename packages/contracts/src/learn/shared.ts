import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * Pieces shared by the Learn/Video calls (learning.md §7 Video). Every Learn answer is wrapped in
 * `{ data: … }` as the spec reads it (`data.autoplay`, `data[0].status`, `data.data`).
 */

/** A content id: the video code (`abhyas-clip-10-math-hcf-lcm-prime-factorisation`, `khan-basic-trigonometry`, …). */
export const contentIdSchema = z.string().min(1, 'content_id is required').max(120);

/**
 * `child_id` as the spec sends it. The profile is always the one of the profile token; a child_id
 * naming another profile is refused with 403 (another student's data is never visible).
 */
export const childIdSchema = z.string().max(64).optional();

/** Optional context strings carried with progress and activity (learning.md §3 Video content status). */
const ctx = () => z.string().max(200).optional();
export const videoContextFields = {
  exam_name: ctx(),
  goal: ctx(),
  goal_name: ctx(),
  book_id: ctx(),
  context: ctx(),
  topic_learnpath_name: ctx(),
  module: ctx(),
  source: ctx(),
  locale: localeParam.optional(),
  homework_id: ctx(),
  platform_session_id: ctx(),
  school_id: ctx(),
  class_id: ctx(),
};

/** Only videos have a status, likes and bookmarks here; the spec's value is 'Video'. */
export const videoContentType = z.literal('Video', { error: "content_type must be 'Video'" });
