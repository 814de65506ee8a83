// Business constants of the shell. platform.md §2.4, §2.5, §3, §4.4, §8, §9

/** Toast display time in ms; toasts sit at bottom centre. platform.md §2.4 */
export const TOAST_TIMEOUT_MS = 5000;
/** Overlay animation in ms. platform.md §9 */
export const OVERLAY_ANIMATION_MS = 300;
/** Hover-intent delay in ms. platform.md §9 */
export const HOVER_INTENT_DELAY_MS = 3000;
/** The unnamed notification constant of §9 (3000; its use is not stated). */
export const NOTIFICATION_CONSTANT = 3000;
/** Notifications per page. platform.md §4.4, §7.3 */
export const NOTIFICATION_PAGE_SIZE = 8;
/** Delay (ms) before an optimistic notification delete is sent, unless undone. platform.md §4.4 */
export const NOTIFICATION_UNDO_DELAY_MS = 6000;
/** Seconds before the push-permission prompt is asked again. platform.md §4.4 */
export const PUSH_REASK_S = 720;
/** Wait-for-object polling interval and give-up time, ms. platform.md §9 */
export const WAIT_FOR_OBJECT_POLL_MS = 200;
export const WAIT_FOR_OBJECT_TIMEOUT_MS = 15_000;
/** After this many ms without a response the network counts as slow. platform.md §8 */
export const SLOW_NETWORK_FLAG_MS = 2000;
/** Locale for date display. platform.md §9 */
export const DATE_LOCALE = 'en-IN';
/** Media breakpoints, px, ascending. platform.md §9 */
export const BREAKPOINTS = [480, 576, 768, 992, 1024, 1280, 1440, 1920] as const;
/** The public header switches to the side menu at this width (px) or less. platform.md §2.5 */
export const MOBILE_MENU_MAX_WIDTH = 1220;
/** The language picker changes placement at this width (px). platform.md §2.5 */
export const LANGUAGE_PICKER_BREAKPOINT = 768;
/** Transliteration suggestions are off at this width (px) or less. platform.md §5 */
export const TRANSLITERATION_MIN_WIDTH_EXCLUSIVE = 768;
/** Smart banner height in rem. platform.md §2.5 */
export const SMART_BANNER_HEIGHT_REM = 5.98;

export interface CarouselBreakpoint {
  /** Applies at this viewport width (px) or less. */
  maxWidth: number;
  slidesToShow: number;
  slidesToScroll: number;
}

/** Carousel settings, widest first. platform.md §9 */
export const CAROUSEL_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: 1024, slidesToShow: 4, slidesToScroll: 3 },
  { maxWidth: 768, slidesToShow: 3, slidesToScroll: 2 },
  { maxWidth: 576, slidesToShow: 1.6, slidesToScroll: 1 },
];
/** Scroll distance (px) that counts as a scroll. platform.md §9 */
export const SCROLL_THRESHOLD_PX = 5;

/**
 * How many tiles a carousel's Previous or Next moves at a viewport `widthPx` wide (platform.md §9):
 * the narrowest CAROUSEL_BREAKPOINTS entry that applies, else one fewer than the `perWide` tiles the
 * section shows above 1024 px (at least 1).
 */
export function slidesToScroll(widthPx: number, perWide: number): number {
  let steps = Math.max(1, Math.floor(perWide) - 1);
  for (const b of CAROUSEL_BREAKPOINTS) if (widthPx <= b.maxWidth) steps = b.slidesToScroll;
  return steps;
}

/** Image width for high quality (px), and the factors applied for each quality. platform.md §9 */
export const IMAGE_WIDTH_HIGH_PX = 450;
export const IMAGE_WIDTH_FACTORS = { high: 1, medium: 0.75, low: 0.5 } as const;

/** Image width in px for a quality: 450, 338 or 225. platform.md §9 */
export function imageWidthPx(quality: keyof typeof IMAGE_WIDTH_FACTORS): number {
  return Math.round(IMAGE_WIDTH_HIGH_PX * IMAGE_WIDTH_FACTORS[quality]);
}

/** Font weights loaded for the display font. platform.md §9 */
export const DISPLAY_FONT_WEIGHTS = [300, 400, 500, 900] as const;
/** Success stories per page. platform.md §9 */
export const SUCCESS_STORIES_PAGE_SIZE = 10;
/** Entries kept in the location history. platform.md §3 Position */
export const LOCATION_HISTORY_MAX = 10;
