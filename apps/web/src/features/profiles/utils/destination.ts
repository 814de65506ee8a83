import { loginDestination, safeRedirect, type GoalType } from '@abhyas/domain';

/** Pages that lead to choosing a profile: never a destination after choosing one. */
const CHOOSER_PATHS = ['/browse-profile', '/student-onboarding', '/edit-profile/'];

function usable(url: string | null): string | null {
  const safe = safeRedirect(url);
  return safe && !CHOOSER_PATHS.some((p) => safe.startsWith(p)) ? safe : null;
}

/**
 * Where to go once a profile is chosen (platform.md §4.1, §4.2): redirect_url, else the origin
 * path the guard remembered, else the goal's home (test home for PreUG, practice home otherwise).
 */
export function profileDestination(goalType: GoalType, redirectUrl: string | null, origin: string | null): string {
  return loginDestination({ goalType, redirectUrl: usable(redirectUrl) ?? usable(origin) });
}
