/**
 * Route views of Achieve's plan-your-target (learning.md §2 Achieve, issue 18 §1): each reads the
 * current profile's goal and exam and renders the page. Loaded lazily by `app/routes/lazy-pages.ts`.
 */
import { useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../auth/index.ts';
import { AchieveLandingPage } from './achieve-landing-page.tsx';
import { PlanTargetPage } from './plan-target-page.tsx';

/** `/achieve/landing?saved=1` for the current profile's exam. */
export function AchieveLandingRoute() {
  const details = useCurrentProfile()?.profile_details;
  const search = useSearch({ strict: false }) as { saved?: unknown };
  return <AchieveLandingPage goal={details?.primary_goal ?? ''} exam={details?.primary_exam ?? ''} saved={search.saved === '1' || search.saved === 1} />;
}

/** `/achieve/plan-your-target` for the current profile's exam. */
export function PlanYourTargetRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <PlanTargetPage goal={details?.primary_goal ?? ''} exam={details?.primary_exam ?? ''} />;
}
