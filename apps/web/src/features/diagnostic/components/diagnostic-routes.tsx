import { useParams } from '@tanstack/react-router';
import { useCurrentProfile } from '../../auth/index.ts';
import { DiagnosticResultPage } from './diagnostic-result-page.tsx';
import { DiagnosticTestsPage } from './diagnostic-tests-page.tsx';

/** `/achieve/diagnostic-tests`: the page for the active profile's exam and goal. */
export function DiagnosticTestsRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <DiagnosticTestsPage examCode={details?.primary_exam ?? ''} goalCode={details?.primary_goal ?? ''} />;
}

/** `/achieve/diagnostic-tests/select-tests/{sessionId}`: the result of that diagnostic session. */
export function DiagnosticResultRoute() {
  const params = useParams({ strict: false }) as { sessionId?: string };
  return <DiagnosticResultPage sessionId={params.sessionId ?? ''} />;
}
