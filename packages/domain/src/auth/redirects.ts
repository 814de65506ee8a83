// Where sign-in and blog sign-up send the user. platform.md §2.1, §4.1
import type { GoalType } from '../profiles/profile-rules.ts';
import { safeRedirect } from './route-guard.ts';

export interface LoginDestinationInput {
  goalType?: GoalType | null;
  /** The redirect_url query parameter, if any; used only when `safeRedirect` accepts it. */
  redirectUrl?: string | null;
}

/**
 * The path to open after a successful sign-in: a safe redirect_url when given, else
 * `/test/home` for PreUG goals and `/practice/home` for every other goal. platform.md §4.1
 */
export function loginDestination({ goalType, redirectUrl }: LoginDestinationInput): string {
  return safeRedirect(redirectUrl) ?? (goalType === 'PreUG' ? '/test/home' : '/practice/home');
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
