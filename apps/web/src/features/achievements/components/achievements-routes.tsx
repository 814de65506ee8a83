import { useCurrentProfile } from '../../auth/index.ts';
import { AchievementsPage } from './achievements-page.tsx';

/** `/achieve/achievements`: the page for the active profile's exam and goal. */
export function AchievementsRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <AchievementsPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}
