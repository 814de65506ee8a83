/**
 * Video constants of learning.md §9 (and the option lists of §3 Video player state). Times are in
 * milliseconds when the name ends in `_MS`, in seconds when it ends in `_S`.
 */

/** Progress is posted every 10 s while playing (learning.md §4 Video, §9). */
export const VIDEO_PROGRESS_INTERVAL_MS = 10_000;
/** Two event posts (pause, seek) closer than this are coalesced into one: no burst on scrubbing. */
export const VIDEO_EVENT_POST_MIN_GAP_MS = 2_000;
/** The end-of-video autoplay countdown starts at 5 and steps once a second. */
export const AUTOPLAY_COUNTDOWN_S = 5;
export const AUTOPLAY_STEP_MS = 1_000;
/** The annotation practice frame opens 3 s after the pause at an annotation point. */
export const ANNOTATION_FRAME_DELAY_MS = 3_000;
/** Player controls hide 1.5 s after the last mouse move. */
export const CONTROLS_HIDE_MS = 1_500;
/** Back and forward move 10 s. */
export const SEEK_STEP_S = 10;
/** Skip intro shows until playback passes 10 s (and jumps there). */
export const SKIP_INTRO_WINDOW_S = 10;
/** Signed (token) video URLs are valid 3600 s; the CDN URL call defaults to that expiry. */
export const SIGNED_URL_VALIDITY_S = 3_600;
export const CDN_DEFAULT_EXPIRY_S = 3_600;
export const CDN_DEFAULT_QUALITY = 'auto';
/** Like and bookmark calls carry content type 'Video' and category 'Learn'. */
export const VIDEO_CONTENT_TYPE = 'Video';
export const VIDEO_CONTENT_CATEGORY = 'Learn';
/** The platform named in tracking calls. */
export const TRACKING_PLATFORM = 'WEB';
/** Chapter and topic tiles on the end screen link with this source reference (learning.md §2). */
export const END_SCREEN_SOURCE_REFERENCE = 'AtTheEndOfWatchingTheVideo';

/** Playback speeds offered in the settings panel. */
export const SPEED_OPTIONS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type SpeedOption = (typeof SPEED_OPTIONS)[number];

/** Quality options offered in the settings panel (auto lets the player adapt). */
export const QUALITY_OPTIONS = ['auto', '144p', '240p', '360p', '480p', '720p', '1080p'] as const;
export type QualityOption = (typeof QUALITY_OPTIONS)[number];

// Quality presets (auto, low, medium, high) and the small-screen default are profile rules
// (profiles/profile-rules.ts: VIDEO_QUALITIES, defaultVideoQuality); player.ts maps them to options.

/** Tile preview: shows after 550 ms of hover and reverts after 10 s. */
export const TILE_PREVIEW_DELAY_MS = 550;
export const TILE_PREVIEW_REVERT_MS = 10_000;
/** Tile labels are cut at 45 characters, 30 on screens 480 px wide or narrower. */
export const TILE_LABEL_MAX = 45;
export const TILE_LABEL_MAX_SMALL = 30;

/** Progress of a video is refused above this many seconds (no lesson is a day long). */
export const MAX_VIDEO_SECONDS = 24 * 3600;

/** Video progress status values (learning.md §3). */
export const VIDEO_STATUSES = ['STARTED', 'INPROGRESS', 'COMPLETED'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Carousel slides shown per home section type (learning.md §9). */
export const CAROUSEL_SLIDES: Readonly<Record<string, number>> = {
  subject: 6,
  chapter: 4,
  topic: 5,
  video: 5,
  book: 6,
  learn_chapter: 5,
  test: 4,
  assignments: 4,
  school_test: 5,
  bookmarks: 5,
  big_books: 6,
  cheatsheet: 4,
  progress: 1,
  performance: 1,
  default: 6,
};
// Carousel breakpoints, the scroll threshold, the overlay animation and the slow-network flag are
// shell constants (shell/constants.ts).

/** Events a tracked deep link may ask to be told about (learning.md §7 Video tracking flow). */
export const VIDEO_TRACKING_EVENTS = ['VIDEO_OPENED', 'VIDEO_STARTED', 'VIDEO_COMPLETED', 'VIDEO_LIKED', 'VIDEO_BOOKMARKED'] as const;
export type VideoTrackingEvent = (typeof VIDEO_TRACKING_EVENTS)[number];
