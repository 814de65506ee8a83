/** Pages only some visits need, loaded when shown so the landing page does not carry them. */
import { lazyRouteComponent } from '@tanstack/react-router';

export const PageNotFound = lazyRouteComponent(() => import('../../features/shell/components/page-not-found.tsx'), 'PageNotFound');
