/**
 * The schools and live-class screens (issue 23) behind one small chunk: the app's route table
 * travels in the landing page's chunk (bundle budget, decision 004), and every chunk a route loads
 * directly is listed there with all the chunks it needs. Loaded through this one, the screens' own
 * chunks (and their lists) stay out of it.
 */
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '../../features/shell/components/full-page-loader.tsx';

const schools = () => import('../../features/schools/components/schools-routes.tsx');
const liveClasses = () => import('../../features/live-class/components/live-class-routes.tsx');

/** A route component fetched when first shown, with the full-page loader meanwhile. */
function deferred(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function Deferred() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Screen />
      </Suspense>
    );
  };
}

const StudentAssignment = deferred(() => schools().then((m) => m.StudentAssignmentRoute));
const School = deferred(() => schools().then((m) => m.SchoolRoute));
const LiveClasses = deferred(() => liveClasses().then((m) => m.LiveClassesRoute));
const LiveClass = deferred(() => liveClasses().then((m) => m.LiveClassRoute));
const LiveClassFrame = deferred(() => liveClasses().then((m) => m.LiveClassFrameRoute));

/**
 * Every schools route's component (one name in the route table): `/user-home/assignment/…`,
 * `/user-home/live-classes`, `/live-class/…`, `/iframe/liveclass` and `/school/…`, told apart by the path.
 */
export function SchoolsRoute() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const Screen = path.startsWith('/school')
    ? School
    : path.startsWith('/user-home/assignment')
      ? StudentAssignment
      : path.startsWith('/user-home/')
        ? LiveClasses
        : path.startsWith('/iframe/')
          ? LiveClassFrame
          : LiveClass;
  return <Screen />;
}
