/**
 * Route views of create-your-own-test and the test summary (learning.md §2 Tests): each reads the
 * current profile's exam and the URL, and renders the page. Loaded lazily by `app/routes/lazy-pages.ts`.
 */
import { useParams, useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../auth/index.ts';
import { CreateTestPage } from './create-test-page.tsx';
import { TestSummaryPage } from './test-summary-page.tsx';

/** `/create-your-test/{step}` for the current profile's exam. */
export function CreateTestRoute() {
  const details = useCurrentProfile()?.profile_details;
  return <CreateTestPage examCode={details?.primary_exam ?? ''} examName={details?.exam_name ?? ''} />;
}

/** `/test/summary/{id}?is_custom=` for the current profile (the test's exam comes from the test). */
export function TestSummaryRoute() {
  const params = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { is_custom?: unknown };
  const id = params.id ?? '';
  return <TestSummaryPage key={id} code={id} custom={search.is_custom === true || search.is_custom === 'true'} />;
}
