// Application shell decisions: header, links, help widget, banners, network. platform.md §2.4, §2.5, §4.7, §8, §9
import { matchesAnyPathPattern, pathnameOf } from './path-patterns.ts';

export type HeaderKind = 'main' | 'website-en' | 'website-localized';

/**
 * Which header to render: the main header for a signed-in user with a profile; otherwise
 * the website header, English when the stored locale is `en` (or none is stored), else
 * the localized one. platform.md §2.4
 */
export function headerKind(input: { signedIn: boolean; hasProfile: boolean; locale?: string | null }): HeaderKind {
  if (input.signedIn && input.hasProfile) return 'main';
  return input.locale == null || input.locale === 'en' ? 'website-en' : 'website-localized';
}

export interface MarketingLink {
  id: 'student' | 'parent' | 'schools' | 'success' | 'outcomes' | 'ai';
  /** i18n key in the shell namespace. */
  labelKey: string;
  route: string;
}

const MARKETING_LINKS: readonly MarketingLink[] = [
  { id: 'student', labelKey: 'header.links.student', route: '/' },
  { id: 'parent', labelKey: 'header.links.parent', route: '/parent' },
  { id: 'schools', labelKey: 'header.links.schools', route: '/schools' },
  { id: 'success', labelKey: 'header.links.success', route: '/success' },
  { id: 'outcomes', labelKey: 'header.links.outcomes', route: '/outcomes' },
  { id: 'ai', labelKey: 'header.links.ai', route: '/ai-in-education' },
];

/** Path on which the header shows no links. platform.md §2.1 */
export const STUDENT_ONBOARDING_PATH = '/student-onboarding';

/**
 * The marketing header links in order: Student, Parent, For Schools, Success, Outcomes, AI, in
 * every language (platform.md §2.5 hid For Schools outside English; issue 15 keeps it, since
 * schools teach in every medium). None on /student-onboarding. `locale` is kept for callers.
 */
export function marketingLinks(_locale: string, path?: string): MarketingLink[] {
  if (path !== undefined && pathnameOf(path) === STUDENT_ONBOARDING_PATH) return [];
  return [...MARKETING_LINKS];
}

/**
 * Paths on which the help chatbot widget is hidden (patterns for `matchesPathPattern`).
 * platform.md §2.4
 */
export const HELP_WIDGET_HIDDEN_PATHS: readonly string[] = [
  '/edit-profile/*',
  '/account-verify',
  '/browse-profile',
  '/practice',
  '/practice/session-summary',
  '/mock-test/**/session',
  '/helpdesk',
  '/privacy-policy',
  '/notices',
  '/contactus',
  '/tos',
  '/joinus/*',
  '/investor-relation',
  '/takedown',
  '/lens',
  '/experiments',
  '/web-view/*',
  '/android-webview/*',
  '/iframe/*',
];

/**
 * Paths where the test takes the whole screen, from its instructions to its submission, as the
 * NTA's computer-based test does: no header, banners, footer or help widget around it (decision
 * 052). The screens carry their own way back. Patterns for `matchesPathPattern`.
 */
export const EXAM_FOCUS_PATHS: readonly string[] = ['/mock-test/**/session'];

/** Whether `path` is a test's own screen (EXAM_FOCUS_PATHS), shown without the app's frame. Decision 052. */
export function examFocus(path: string): boolean {
  return matchesAnyPathPattern(EXAM_FOCUS_PATHS, path);
}

/** Device types (the `device_type` query value) meaning the page runs inside a native app. */
export const NATIVE_APP_DEVICE_TYPES: readonly string[] = ['android', 'ios'];

/**
 * Whether the help chatbot widget shows: not on HELP_WIDGET_HIDDEN_PATHS, not inside the
 * Android or iOS app (`deviceType`, case-insensitive), and not while a video plays.
 * platform.md §2.4
 */
export function helpWidgetVisible(input: { path: string; deviceType?: string | null; videoPlaying: boolean }): boolean {
  if (input.videoPlaying) return false;
  if (input.deviceType != null && NATIVE_APP_DEVICE_TYPES.includes(input.deviceType.trim().toLowerCase())) return false;
  return !matchesAnyPathPattern(HELP_WIDGET_HIDDEN_PATHS, input.path);
}

/**
 * The authenticated routes (patterns for `matchesPathPattern`). The live-class route uses
 * the neutral `/live-class/...` name (CONVENTIONS: no brand names in paths). platform.md §2.2
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/learn/home/*',
  '/practice/home/*',
  '/test/home/*',
  '/search/*',
  '/practice/summary/*',
  '/learn/summary/*',
  '/test/summary/*',
  '/topic/summary/*',
  '/video/summary/*',
  '/booktoc',
  '/bigbooktoc',
  '/browse-profile',
  '/edit-profile/*',
  '/account-settings',
  '/profile/accessibility',
  '/bookmark',
  '/notifications',
  '/feedback',
  '/invite-parent',
  '/create-your-test/*',
  '/mock-test/**/session',
  '/mock-test/**/analyze',
  '/practice',
  '/practice/session-summary',
  '/achieve/*',
  '/user-home/*',
  '/live-class/*',
];

/** True for the authenticated app routes, where geolocation is not requested. platform.md §2.2, §4.7 */
export function isAppRoute(path: string): boolean {
  return matchesAnyPathPattern(APP_ROUTE_PATTERNS, path);
}

/** Widest viewport (px) that shows the lens smart banner. platform.md §2.5 */
export const SMART_BANNER_MAX_WIDTH = 480;

/** How long a closed smart banner stays closed: 7 days (issue 15). */
export const SMART_BANNER_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a banner closed at `closedAt` (ms since epoch; null when never closed) is still closed at
 * `now`: for 7 days, start inclusive, end exclusive. issue 15
 */
export function smartBannerSnoozed(closedAt: number | null, now: number): boolean {
  if (closedAt == null || !Number.isFinite(closedAt)) return false;
  return now >= closedAt && now - closedAt < SMART_BANNER_SNOOZE_MS;
}

/**
 * The lens app's smart banner shows to visitors (not signed in; `signedIn` is a parent or child
 * session) at widths ≤ 480 px (px), unless it is snoozed (`smartBannerSnoozed`).
 * platform.md §2.5, issue 15
 */
export function smartBannerVisible(input: { width: number; signedIn: boolean; snoozed: boolean }): boolean {
  return !input.signedIn && !input.snoozed && input.width <= SMART_BANNER_MAX_WIDTH;
}

export type NetworkQuality = 'offline' | 'slow' | 'online';

/** Connection types counted as slow. platform.md §8 */
export const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g'];

/**
 * offline when not online; slow for effectiveType `2g`/`slow-2g` or when the slow flag is
 * set (the caller sets it when a request takes over SLOW_NETWORK_FLAG_MS); else online.
 * platform.md §8
 */
export function networkQuality(input: { online: boolean; effectiveType?: string | null; slowFlag?: boolean }): NetworkQuality {
  if (!input.online) return 'offline';
  if (input.slowFlag || (input.effectiveType != null && SLOW_EFFECTIVE_TYPES.includes(input.effectiveType))) return 'slow';
  return 'online';
}

/** Lifetime (ms) of the `optimised_video` setting: 7 days. platform.md §2.4, §9 */
export const OPTIMISED_VIDEO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether the optimised-video setting stored at `setAt` (ms since epoch, null when unset)
 * still holds at `now` (ms): for 7 days, start inclusive, end exclusive. platform.md §2.4
 */
export function optimisedVideoActive(setAt: number | null | undefined, now: number): boolean {
  if (setAt == null || !Number.isFinite(setAt)) return false;
  return now >= setAt && now - setAt < OPTIMISED_VIDEO_TTL_MS;
}
