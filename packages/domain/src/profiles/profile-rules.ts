// Profile facts and the session conditions built on them. platform.md §3, §4.1, §9

/** The avatar colours offered at sign-up. platform.md §3 */
export const AVATAR_COLOURS = ['orange', 'green', 'yellow', 'blue', 'pink'] as const;
export type AvatarColour = (typeof AVATAR_COLOURS)[number];

/** Goal types (boards/levels). platform.md §1 */
export const GOAL_TYPES = ['K12', 'PreUG', 'PrePG'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** School classes offered for most boards: 6 to 12. platform.md §9 */
export const K12_GRADES = [6, 7, 8, 9, 10, 11, 12] as const;
export type K12Grade = (typeof K12_GRADES)[number];

/** True when `value` is one of GOAL_TYPES. */
export function isGoalType(value: unknown): value is GoalType {
  return typeof value === 'string' && (GOAL_TYPES as readonly string[]).includes(value);
}

/** True when `value` is an integer class 6–12. platform.md §9 */
export function isK12Grade(value: unknown): value is K12Grade {
  return typeof value === 'number' && (K12_GRADES as readonly number[]).includes(value);
}

/**
 * A profile is complete when the account has at least one linked profile and a current
 * profile is chosen. platform.md §4.1
 */
export function isProfileComplete(input: { linkedProfiles: number; currentProfileId?: string | null }): boolean {
  return input.linkedProfiles > 0 && typeof input.currentProfileId === 'string' && input.currentProfileId.length > 0;
}

/** Verified means the mobile or the e-mail address is verified. platform.md §4.1 */
export function isVerified(user: { mobile_verified?: boolean | null; email_verified?: boolean | null }): boolean {
  return user.mobile_verified === true || user.email_verified === true;
}

/** Video quality presets, in the order offered. platform.md §9 */
export const VIDEO_QUALITIES = ['auto', 'low', 'medium', 'high'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** Vertical resolutions (px) each preset may use; `auto` leaves it to the player. platform.md §9 */
export const VIDEO_QUALITY_HEIGHTS: Readonly<Record<VideoQuality, readonly number[]>> = {
  auto: [],
  low: [320, 360],
  medium: [480],
  high: [1080],
};

/** Viewport width (px) at or below which a screen counts as small for video quality. */
export const SMALL_SCREEN_MAX_WIDTH = 480;

/**
 * The quality to use when the profile has none stored: `low` on small screens
 * (viewport ≤ 480 px, the smallest §9 breakpoint), else `auto`. platform.md §9
 */
export function defaultVideoQuality(viewportWidthPx: number): VideoQuality {
  return viewportWidthPx <= SMALL_SCREEN_MAX_WIDTH ? 'low' : 'auto';
}
