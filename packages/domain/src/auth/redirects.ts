// Where sign-in and blog sign-up send the user. platform.md §2.1, §4.1
import type { GoalType } from '../profiles/profile-rules.ts';
import { LEARN_HOME_PATH, safeRedirect } from './route-guard.ts';

export interface LoginDestinationInput {
  goalType?: GoalType | null;
  /** The redirect_url query parameter, if any; used only when `safeRedirect` accepts it. */
  redirectUrl?: string | null;
}

/**
 * The path to open after a successful sign-in, after onboarding and for a signed-in `/`: a safe
 * redirect_url when given, else the one exam home of every goal, `/learn/home` (issue 15: the test
 * home for PreUG and the practice home for the rest, as platform.md §4.1 had it, made the first
 * screen differ by exam; the user home does not exist yet). `goalType` is kept for callers.
 */
export function loginDestination({ redirectUrl }: LoginDestinationInput): string {
  return safeRedirect(redirectUrl) ?? LEARN_HOME_PATH;
}

const BLOG_DESTINATIONS: Readonly<Record<string, string>> = {
  test: '/test/home',
  practice: '/practice/home',
  learn: '/learn/home',
};

/**
 * The path after a sign-up from `/blog/{type}/signup`: test → /test/home,
 * practice → /practice/home, learn → /learn/home, anything else → '/'. platform.md §2.1
 */
export function blogSignupDestination(type: string | null | undefined): string {
  return (type != null && Object.hasOwn(BLOG_DESTINATIONS, type) ? BLOG_DESTINATIONS[type] : undefined) ?? '/';
}
