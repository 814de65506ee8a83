import { withQueryClient } from '../../../lib/query-client.tsx';
import { useCurrentProfile } from '../../auth/index.ts';
import { AchievementsPage } from './achievements-page.tsx';

/** The page for the active profile's exam and goal. */
function AchievementsForProfile() {
  const details = useCurrentProfile()?.profile_details;
  return <AchievementsPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}

/** `/achieve/achievements`, with the query client (wrapped here so the app routes stay small). */
export const AchievementsRoute = withQueryClient(AchievementsForProfile);
