import { useCurrentProfile } from '../../auth/index.ts';
import { FutureSuccessPage } from './future-success-page.tsx';
import { PredictionReadinessPage } from './prediction-readiness-page.tsx';

/** `/achieve/prediction-readiness`: the page for the active profile's exam and goal. */
export function PredictionReadinessRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <PredictionReadinessPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}

/** `/achieve/future-success`: the page for the active profile's exam and goal. */
export function FutureSuccessRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <FutureSuccessPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}
