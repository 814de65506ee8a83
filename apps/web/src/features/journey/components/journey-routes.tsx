import { useCurrentProfile } from '../../auth/index.ts';
import { JourneyHomePage } from './journey-home-page.tsx';
import { StartJourneyPage } from './start-journey-page.tsx';

/** `/achieve/start-journey`: the page for the active profile's exam and goal. */
export function StartJourneyRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <StartJourneyPage goal={details?.primary_goal ?? ''} exam={details?.primary_exam ?? ''} />;
}

/** `/achieve/home`: the journey of the active profile's exam. */
export function JourneyHomeRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <JourneyHomePage exam={details?.primary_exam ?? ''} />;
}

/** `/achieve/questionnaire`: the achieve-test questionnaire after a test of the journey. */
export { QuestionnaireRoute } from './questionnaire-route.tsx';
