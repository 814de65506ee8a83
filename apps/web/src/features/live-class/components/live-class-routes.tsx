import { useParams, useRouterState } from '@tanstack/react-router';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { LiveClassFramePage, LiveClassPage } from './live-class-page.tsx';
import { LiveClassesPage } from './live-classes-page.tsx';
import { LivePerformancePage } from './live-performance-page.tsx';

const useQueryParams = () => new URLSearchParams(useRouterState({ select: (s) => s.location.searchStr }));

/**
 * `/live-class/{liveClassId}/{type?}`; `?as=teacher` joins with the account. The type `performance`
 * or `?analysis=performance` (platform.md §2: in-class performance) opens the class's report.
 */
function LiveClass() {
  const { liveClassId = '', type } = useParams({ strict: false }) as { liveClassId?: string; type?: string };
  const query = useQueryParams();
  const asTeacher = query.get('as') === 'teacher';
  if (type === 'performance' || query.get('analysis') === 'performance')
    return <LivePerformancePage key={liveClassId} liveClassId={liveClassId} asTeacher={asTeacher} />;
  return <LiveClassPage key={liveClassId} liveClassId={liveClassId} asTeacher={asTeacher} />;
}

/** `/iframe/liveclass?live_class_id=` (and `as=teacher`). */
function LiveClassFrame() {
  const q = useQueryParams();
  const id = q.get('live_class_id') ?? '';
  return <LiveClassFramePage key={id} liveClassId={id} asTeacher={q.get('as') === 'teacher'} />;
}

/** The live-class routes (issue 23 §3), each with the query client; one chunk, loaded by path. */
export const LiveClassesRoute = withQueryClient(LiveClassesPage);
export const LiveClassRoute = withQueryClient(LiveClass);
export const LiveClassFrameRoute = withQueryClient(LiveClassFrame);
