import { useCurrentProfile } from '../../auth/index.ts';
import { ExploreMasteryPage } from './explore-mastery-page.tsx';

/** `/achieve/explore-mastery`: the page for the active profile's exam and goal. */
export function ExploreMasteryRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <ExploreMasteryPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}
